// One import or dry run as it goes: its state, a progress bar from the share
// of the file read (moving without a figure where the format cannot tell),
// its counts, rate and time left, a way to cancel it, and, once it has
// skipped rows, those rows. Asked for every second until it finishes.
import { Link } from "gatsby";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { ImportSummary } from "../../../../contract/imports";
import { isImportActive, useImportQuery } from "../../../api-client/imports-queries";
import { queryView } from "../../../api-client/query-view";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { collectionPagePath } from "../../../links/collection-links";
import { formatCount, progressText, rowCount } from "../import-figures";
import { ImportStateChip } from "../import-state-chip";
import { CancelImportButton } from "./cancel-import-button";
import { ImportFiguresList } from "./import-figures-list";
import { ImportRowErrors } from "./import-row-errors";

export function importTitle(summary: ImportSummary): string {
  return `${summary.dryRun ? "Dry run" : "Import"} of ${summary.file.name ?? "an unnamed file"} into ${summary.target.collection}`;
}

function ImportOutcome({ summary }: { summary: ImportSummary }) {
  if (summary.state === "failed") return <Alert severity="error">{summary.error ?? "The import failed."}</Alert>;
  if (summary.state === "cancelled") return <Alert severity="warning">Cancelled{summary.dryRun ? "." : `: the ${formatCount(summary.counts.written)} points written before stay.`}</Alert>;
  if (summary.state !== "succeeded") return null;
  if (summary.dryRun) {
    return (
      <Alert severity={summary.counts.failed > 0 ? "warning" : "success"}>
        Dry run finished: {rowCount(summary.counts.written)} would be written, {formatCount(summary.counts.failed)} would be skipped. Nothing was written.
      </Alert>
    );
  }
  return (
    <Alert
      severity={summary.counts.failed > 0 ? "warning" : "success"}
      action={
        <Button component={Link} to={collectionPagePath(summary.target.collection)} color="inherit" size="small">
          Open {summary.target.collection}
        </Button>
      }
    >
      Imported {formatCount(summary.counts.written)} {summary.counts.written === 1 ? "point" : "points"} into {summary.target.collection}
      {summary.counts.failed > 0 ? `; ${rowCount(summary.counts.failed)} skipped` : ""}.
    </Alert>
  );
}

export function ImportProgressView({ projectId, summary }: { projectId: string; summary: ImportSummary }) {
  const isActive = isImportActive(summary);
  const fraction = summary.state === "succeeded" ? 1 : summary.fraction;
  return (
    <Box component="section" aria-label={importTitle(summary)} sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
          {importTitle(summary)}
        </Typography>
        <ImportStateChip summary={summary} />
        <Box sx={{ flex: 1 }} />
        {isActive ? <CancelImportButton projectId={projectId} summary={summary} /> : null}
      </Box>
      <LinearProgress
        variant={fraction === null && isActive ? "indeterminate" : "determinate"}
        value={(fraction ?? 0) * 100}
        color={summary.state === "failed" ? "error" : summary.state === "cancelled" ? "warning" : "primary"}
        aria-label={`Progress of the ${summary.dryRun ? "dry run" : "import"}`}
        aria-valuetext={progressText(summary)}
      />
      <ImportFiguresList summary={summary} />
      <ImportOutcome summary={summary} />
      {summary.counts.failed > 0 ? <ImportRowErrors projectId={projectId} summary={summary} /> : null}
    </Box>
  );
}

export function ImportProgress({ projectId, importId }: { projectId: string; importId: string }) {
  const query = useImportQuery(projectId, importId);
  const state = queryView(query);
  if (state.status === "loading") return <LinearProgress aria-label="Loading the import" />;
  if (state.status === "failed") return <ServiceErrorAlert title="The import could not be loaded" message={state.error.message} onRetry={() => void query.refetch()} />;
  return <ImportProgressView projectId={projectId} summary={state.data} />;
}
