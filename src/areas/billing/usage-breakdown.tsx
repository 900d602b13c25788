// The organisation's usage this month per project, collection or API key
// (metering's rollups), paged, with a CSV export of every row.
import { useState } from "react";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Pagination from "@mui/material/Pagination";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { UsageGrouping, UsageRow } from "../../../contract/billing";
import { USAGE_PER_PAGE_DEFAULT } from "../../../contract/list-sizes";
import { toApiError } from "../../api-client/api-error";
import { exportUsage } from "../../api-client/billing";
import { useUsageQuery } from "../../api-client/billing-queries";
import { ChoiceSelect } from "../../components/choice-select";
import { downloadTextFile } from "../../components/download-text-file";
import { EmptyState } from "../../components/empty-state";
import { formatCount } from "../../components/format-price";
import { PageSection } from "../../components/page-section";
import { ServiceErrorAlert } from "../../components/service-error-alert";

const GROUPINGS: { value: UsageGrouping; label: string; column: string }[] = [
  { value: "project", label: "Project", column: "Project" },
  { value: "collection", label: "Collection", column: "Collection" },
  { value: "apiKey", label: "API key", column: "Caller" },
];

function keyOf(row: UsageRow, groupBy: UsageGrouping): string {
  if (groupBy === "collection") return row.collection ?? "(no collection)";
  if (groupBy === "apiKey") return row.caller?.name ?? "";
  return row.projectName;
}

export function UsageBreakdown() {
  const [groupBy, setGroupBy] = useState<UsageGrouping>("project");
  const [page, setPage] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const query = useUsageQuery({ groupBy, page, perPage: USAGE_PER_PAGE_DEFAULT });
  const usage = query.data;
  const column = GROUPINGS.find((grouping) => grouping.value === groupBy)?.column ?? "Project";

  const download = async () => {
    setIsExporting(true);
    try {
      const { fileName, text } = await exportUsage({ groupBy });
      downloadTextFile(fileName, text, "text/csv");
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setIsExporting(false);
    }
  };

  let content;
  if (query.error && !usage) content = <ServiceErrorAlert title="The usage could not be loaded" message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  else if (!usage) content = <LinearProgress aria-label="Loading usage" />;
  else if (usage.rows.length === 0) content = <EmptyState icon="tabler:chart-bar" title="No calls this month yet" description="Data-plane calls of your projects show here, per project, collection and API key." />;
  else {
    content = (
      <>
        <Table aria-label="Usage" size="small">
          <TableHead>
            <TableRow>
              {groupBy !== "project" ? <TableCell>Project</TableCell> : null}
              <TableCell>{column}</TableCell>
              <TableCell align="right">Calls</TableCell>
              <TableCell align="right">Errors</TableCell>
              <TableCell align="right">Points read</TableCell>
              <TableCell align="right">Points written</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {usage.rows.map((row) => (
              <TableRow key={`${row.projectId} ${keyOf(row, groupBy)} ${row.caller?.apiKeyId ?? ""}`}>
                {groupBy !== "project" ? <TableCell>{row.projectName}</TableCell> : null}
                <TableCell component="th" scope="row">
                  {keyOf(row, groupBy)}
                </TableCell>
                <TableCell align="right">{formatCount(row.calls)}</TableCell>
                <TableCell align="right">{formatCount(row.errors)}</TableCell>
                <TableCell align="right">{formatCount(row.pointsRead)}</TableCell>
                <TableCell align="right">{formatCount(row.pointsWritten)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {formatCount(usage.totals.calls)} calls in all, {usage.period.from} to {usage.period.to} (UTC)
          </Typography>
          {usage.total > USAGE_PER_PAGE_DEFAULT ? <Pagination aria-label="Usage pages" count={Math.ceil(usage.total / USAGE_PER_PAGE_DEFAULT)} page={page} onChange={(_event, next) => setPage(next)} /> : null}
        </Box>
      </>
    );
  }

  return (
    <PageSection title="Usage this month" description="Data-plane calls and points, per project, per collection or per API key (the console's own calls as one caller).">
      <Box sx={{ display: "flex", gap: 2, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}>
        <ChoiceSelect
          label="Per"
          size="small"
          value={groupBy}
          onChange={(value) => {
            setGroupBy(GROUPINGS.find((grouping) => grouping.value === value)?.value ?? "project");
            setPage(1);
          }}
          choices={GROUPINGS}
        />
        <Button variant="outlined" onClick={() => void download()} disabled={isExporting}>
          {isExporting ? "Exporting…" : "Export CSV"}
        </Button>
      </Box>
      {query.isFetching && usage ? <LinearProgress aria-label="Loading usage" /> : null}
      {content}
    </PageSection>
  );
}
