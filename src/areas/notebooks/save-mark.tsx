// Whether the notebook's changes are saved, beside its name: "Saved",
// "Unsaved changes", "Saving…", or why the last save failed, with Retry.
// Announced politely to screen readers as it changes.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { formatWhen } from "../../components/times";
import { Icon } from "../../icons/icon";
import type { SaveState } from "./use-notebook-draft";

export function SaveMark({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: "flex", alignItems: "center", gap: 0.5, color: state.kind === "failed" || state.kind === "conflict" ? "error.main" : "text.secondary" }}>
      {state.kind === "saved" ? (
        <>
          <Icon icon="tabler:cloud-check" />
          <Typography variant="body2" title={`Saved ${formatWhen(state.at)}`}>
            Saved
          </Typography>
        </>
      ) : state.kind === "saving" ? (
        <Typography variant="body2">Saving…</Typography>
      ) : state.kind === "unsaved" ? (
        <Typography variant="body2">Unsaved changes</Typography>
      ) : state.kind === "conflict" ? (
        <Typography variant="body2">Not saved: changed elsewhere</Typography>
      ) : (
        <>
          <Typography variant="body2">Not saved: {state.message}</Typography>
          <Button size="small" color="inherit" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </Box>
  );
}
