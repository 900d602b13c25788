// An upload under way: bytes sent of the file's size, the speed and the time
// left, with pause, resume and cancel (which asks first, then deletes the upload).
// Refused for the project's bounds (413, 429), it leads to the project's uploads.
import { useState } from "react";
import { useHasBeenTrue } from "../../../components/use-has-been-true";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { Icon } from "../../../icons/icon";
import { ConfirmStopDialog } from "../lazy-parts";
import { formatBytes, formatDuration } from "../import-figures";
import { PROJECT_UPLOADS_HEADING_ID } from "../upload-list/project-uploads";
import type { FileUpload, FileUploadState } from "./use-file-upload";

type SendingState = Exclude<FileUploadState, { status: "idle" } | { status: "done" }>;

/** Refusals that deleting uploads can lift: too many unfinished (429), too many bytes kept (413). */
function isRefusedForRoom(state: SendingState): boolean {
  return state.status === "failed" && (state.refusedWith === 413 || state.refusedWith === 429);
}

function showProjectUploads(): void {
  const heading = document.getElementById(PROJECT_UPLOADS_HEADING_ID);
  heading?.focus();
  heading?.scrollIntoView?.({ block: "start", behavior: "smooth" });
}

/** "3.2 MB of 10 MB · 1.1 MB/s · about 6 s left", as the bar's text and its spoken value. */
export function describeUpload(state: SendingState): string {
  const parts = [`${formatBytes(state.sent)} of ${formatBytes(state.total)}`];
  if (state.status === "paused") parts.push("paused");
  else if (state.bytesPerSecond !== null && state.bytesPerSecond > 0) {
    parts.push(`${formatBytes(state.bytesPerSecond)}/s`);
    parts.push(`about ${formatDuration((state.total - state.sent) / state.bytesPerSecond)} left`);
  }
  return parts.join(" · ");
}

export function UploadProgress({ state, upload }: { state: SendingState; upload: FileUpload }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const hasConfirmed = useHasBeenTrue(isConfirming);
  const percent = state.total > 0 ? (state.sent / state.total) * 100 : 0;
  const description = state.status === "starting" ? "Starting…" : describeUpload(state);

  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
        {state.fileName}
      </Typography>
      <LinearProgress
        variant={state.status === "starting" ? "indeterminate" : "determinate"}
        value={percent}
        aria-label={`Uploading ${state.fileName}`}
        aria-valuetext={description}
      />
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {description}
      </Typography>
      {state.status === "failed" && state.message !== null ? <Alert severity="error">{state.message}</Alert> : null}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        {state.status === "paused" || state.status === "failed" ? (
          <Button variant="contained" onClick={upload.resume} startIcon={<Icon icon="tabler:player-play" fontSize="1.125rem" />}>
            {state.status === "failed" ? "Retry" : "Resume"}
          </Button>
        ) : (
          <Button variant="outlined" onClick={upload.pause} disabled={state.status === "starting"}>
            Pause
          </Button>
        )}
        {isRefusedForRoom(state) ? (
          <Button variant="outlined" onClick={showProjectUploads} startIcon={<Icon icon="tabler:arrow-down" fontSize="1.125rem" />}>
            Show the project&apos;s uploads
          </Button>
        ) : null}
        <Button color="error" onClick={() => setIsConfirming(true)} startIcon={<Icon icon="tabler:x" fontSize="1.125rem" />}>
          Cancel upload
        </Button>
      </Box>
      {hasConfirmed ? (
        <ConfirmStopDialog
          open={isConfirming}
          title="Cancel upload"
          description={`The upload of ${state.fileName} stops, and the ${formatBytes(state.sent)} sent so far are deleted from the service.`}
          confirmLabel="Cancel upload"
          keepLabel="Keep uploading"
          onConfirm={upload.cancel}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
    </Box>
  );
}
