// The rows an import or dry run skipped: the first of them in a table, and
// all the service kept (the first 1,000) as a CSV built in the browser.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { ImportSummary } from "../../../../contract/imports";
import { useImportErrorsQuery } from "../../../api-client/imports-queries";
import { queryView } from "../../../api-client/query-view";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { formatCount } from "../import-figures";
import { downloadTextFile } from "../../../components/download-text-file";
import { rowErrorsToCsv } from "./row-errors-csv";
import { RowErrorsTable } from "./row-errors-table";

/** Rows shown in the table; the CSV holds every one the service kept. */
export const SHOWN_ROW_ERRORS = 100;

/** "films.csv" → "films-errors.csv". */
export function errorsFileName(summary: ImportSummary): string {
  const base = (summary.file.name ?? "import").replace(/\.[^.]+$/, "");
  return `${base}-errors.csv`;
}

export function ImportRowErrors({ projectId, summary }: { projectId: string; summary: ImportSummary }) {
  const query = useImportErrorsQuery(projectId, summary);
  const state = queryView(query);
  const failed = summary.counts.failed;

  let content;
  if (state.status === "loading") content = <LinearProgress aria-label="Loading the row errors" />;
  else if (state.status === "failed") content = <ServiceErrorAlert title="The row errors could not be loaded" message={state.error.message} onRetry={() => void query.refetch()} />;
  else {
    const { errors } = state.data;
    const shown = errors.slice(0, SHOWN_ROW_ERRORS);
    content = (
      <>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
          <Typography variant="body2" sx={{ color: "text.secondary", flex: "1 1 20rem" }}>
            {shown.length < failed
              ? `The first ${formatCount(shown.length)} of ${formatCount(failed)} rows skipped; the CSV holds ${formatCount(errors.length)}.`
              : `${formatCount(failed)} ${failed === 1 ? "row" : "rows"} skipped.`}
          </Typography>
          <Button variant="outlined" onClick={() => downloadTextFile(errorsFileName(summary), rowErrorsToCsv(errors), "text/csv;charset=utf-8")}>
            Download CSV
          </Button>
        </Box>
        <RowErrorsTable errors={shown} label="Row errors" />
      </>
    );
  }

  return (
    <Box component="section" aria-label="Row errors" sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        Row errors
      </Typography>
      {content}
    </Box>
  );
}
