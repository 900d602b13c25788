// The project's imports and dry runs, newest first: the file, the target,
// the kind, the state (with the share read while under way), the counts, the
// time spent, who started it and when. Each opens its own page.
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import MuiLink from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import type { ImportSummary } from "../../../../contract/imports";
import { isImportActive } from "../../../api-client/imports-queries";
import { formatWhen } from "../../../components/times";
import { formatCount, formatDuration, progressText } from "../import-figures";
import { importPagePath } from "../../../links/import-links";
import { ImportStateChip } from "../import-state-chip";

export interface ImportHistoryTableProps {
  imports: readonly ImportSummary[];
  /** The signed-in user's id, to show "you"; null while unknown. */
  userId: string | null;
}

export function startedByText(startedBy: string | null, userId: string | null): string {
  if (startedBy === null) return "–";
  return startedBy === userId ? "you" : "another member";
}

function StateCell({ summary }: { summary: ImportSummary }) {
  return (
    <Box sx={{ display: "grid", gap: 0.5, minWidth: "7rem" }}>
      <ImportStateChip summary={summary} />
      {isImportActive(summary) ? (
        <LinearProgress
          variant={summary.fraction === null ? "indeterminate" : "determinate"}
          value={(summary.fraction ?? 0) * 100}
          aria-label={`Progress of ${summary.file.name ?? "the import"}`}
          aria-valuetext={progressText(summary)}
        />
      ) : null}
    </Box>
  );
}

export function ImportHistoryTable({ imports, userId }: ImportHistoryTableProps) {
  return (
    <TableContainer sx={{ border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table aria-label="Imports">
        <TableHead>
          <TableRow>
            <TableCell>File</TableCell>
            <TableCell>Into</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>State</TableCell>
            <TableCell align="right">Written</TableCell>
            <TableCell align="right">Failed</TableCell>
            <TableCell align="right">Duration</TableCell>
            <TableCell>Started by</TableCell>
            <TableCell>When</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {imports.map((summary) => (
            <TableRow key={summary.id} hover>
              <TableCell component="th" scope="row" sx={{ overflowWrap: "anywhere" }}>
                <MuiLink component={Link} to={importPagePath(summary.id)} sx={{ fontWeight: 500 }}>
                  {summary.file.name ?? "unnamed file"}
                </MuiLink>
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                {summary.target.collection}
                {summary.target.create !== undefined ? " (new)" : ""}
              </TableCell>
              <TableCell>{summary.dryRun ? "Dry run" : "Import"}</TableCell>
              <TableCell>
                <StateCell summary={summary} />
              </TableCell>
              <TableCell align="right">{formatCount(summary.counts.written)}</TableCell>
              <TableCell align="right">{formatCount(summary.counts.failed)}</TableCell>
              <TableCell align="right">{formatDuration(summary.durationMs / 1000)}</TableCell>
              <TableCell>{startedByText(summary.startedBy, userId)}</TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatWhen(summary.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
