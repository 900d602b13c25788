// A restore under way, from its job: points written so far, then done (the
// collection's pages show it restored) or the job's error in words.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import toast from "react-hot-toast";
import type { RestoreBackupResponse } from "../../../contract/backups";

/** A restore started here: its job, and the points the backup holds (the bar's whole). */
export interface RestoreUnderWay extends RestoreBackupResponse {
  points: number | null;
}
import { useRestoreJobQuery } from "../../api-client/backups-queries";
import { pointsWords } from "./backup-words";

export function RestoreProgress({ projectId, restore, onDismiss }: { projectId: string; restore: RestoreUnderWay; onDismiss: () => void }) {
  const job = useRestoreJobQuery(projectId, restore.jobId).data;
  const state = job?.state ?? "queued";
  useEffect(() => {
    if (state === "succeeded") toast.success(`${restore.collection} is restored`);
  }, [state, restore.collection]);
  if (state === "succeeded") {
    return (
      <Alert severity="success" onClose={onDismiss}>
        {restore.collection} is restored: {pointsWords(job?.progress.done ?? 0)}.
      </Alert>
    );
  }
  if (state === "failed" || state === "cancelled") {
    return (
      <Alert severity="error" onClose={onDismiss}>
        {restore.collection} was not restored, and is as it was: {job?.error ?? "the restore was cancelled"}
      </Alert>
    );
  }
  const done = job?.progress.done ?? 0;
  const whole = restore.points ?? 0;
  const percent = whole > 0 ? Math.min(100, Math.round((done / whole) * 100)) : null;
  return (
    <Box role="status" aria-live="polite" sx={{ display: "grid", gap: 0.5 }}>
      <Typography variant="body2">
        Restoring {restore.collection}: {state === "queued" ? "waiting to start" : `${done.toLocaleString()} of ${whole.toLocaleString()} points written`}
      </Typography>
      <LinearProgress aria-label={`Restoring ${restore.collection}`} variant={percent === null ? "indeterminate" : "determinate"} value={percent ?? undefined} />
    </Box>
  );
}
