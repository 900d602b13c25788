// An import's state, as the jobs name it, with a colour and words for people.
import Box from "@mui/material/Box";
import type { ImportSummary } from "../../../contract/imports";
import { Icon } from "../../icons/icon";

const STATES = {
  queued: { label: "Queued", color: "text.secondary" },
  running: { label: "Running", color: "info.main" },
  succeeded: { label: "Succeeded", color: "success.main" },
  failed: { label: "Failed", color: "error.main" },
  cancelled: { label: "Cancelled", color: "warning.main" },
} as const;

export function importStateLabel(summary: Pick<ImportSummary, "state" | "cancelRequested">): string {
  if (summary.cancelRequested && (summary.state === "queued" || summary.state === "running")) return "Cancelling";
  return STATES[summary.state].label;
}

export function ImportStateChip({ summary }: { summary: Pick<ImportSummary, "state" | "cancelRequested"> }) {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, fontSize: "0.875rem", fontWeight: 500, whiteSpace: "nowrap" }}>
      <Box component="span" sx={{ display: "inline-flex", color: STATES[summary.state].color }}>
        <Icon icon="tabler:circle-dot" fontSize="1rem" />
      </Box>
      {importStateLabel(summary)}
    </Box>
  );
}
