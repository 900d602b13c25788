// Every model of the project, one row each: what it makes, where it runs,
// its live throughput and latency, the collections it filled, and (external
// models) its last test and the manager's actions.
import Chip from "@mui/material/Chip";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ModelSummary } from "../../../contract/models";
import { LastTestSummary } from "./last-test-summary";
import { ModelActions, type ModelActionHandlers } from "./model-actions";
import { formatApiKey, formatDimension, formatLatency, formatThroughput } from "./model-figures";

export interface ModelTableProps extends ModelActionHandlers {
  models: readonly ModelSummary[];
  canManage: boolean;
  /** The model being tested, if any. */
  testing: string | null;
}

function Secondary({ children }: { children: string }) {
  return (
    <Typography variant="caption" component="div" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
      {children}
    </Typography>
  );
}

export function ModelTable({ models, canManage, testing, ...actions }: ModelTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table aria-label="Models">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell align="right">Dimension</TableCell>
            <TableCell>Runs on</TableCell>
            <TableCell align="right">Throughput</TableCell>
            <TableCell align="right">Latency</TableCell>
            <TableCell>Used by</TableCell>
            <TableCell>Last test</TableCell>
            {canManage ? <TableCell align="right" aria-label="Actions" /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {models.map((model) => (
            <TableRow key={model.name} hover>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
                  {model.name}
                </Typography>
                <Secondary>{model.description}</Secondary>
              </TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" label={model.kind} color={model.kind === "sparse" ? "info" : "default"} />
              </TableCell>
              <TableCell align="right">{formatDimension(model)}</TableCell>
              <TableCell>
                {model.external === null ? (
                  "Built-in"
                ) : (
                  <>
                    External
                    <Secondary>{`${model.external.baseUrl} · ${formatApiKey(model.external)}`}</Secondary>
                  </>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {formatThroughput(model.usage.textsPerSecond)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                {formatLatency(model.usage.averageLatencyMs)}
              </TableCell>
              <TableCell>{model.usedBy.length === 0 ? "None yet" : model.usedBy.join(", ")}</TableCell>
              <TableCell>
                <LastTestSummary model={model} />
              </TableCell>
              {canManage ? (
                <TableCell align="right">
                  <ModelActions model={model} isTesting={testing === model.name} {...actions} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
