// One unfinished upload this browser can resume: tus sends the rest of the
// same file, so the user chooses it again (its name and size are checked);
// or it is discarded, after a confirmation.
import { useRef, useState } from "react";
import { useHasBeenTrue } from "../../../components/use-has-been-true";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Icon } from "../../../icons/icon";
import { ConfirmStopDialog } from "../lazy-parts";
import { ACCEPTED_FILES } from "../import-choices";
import { formatWhen } from "../../../components/times";
import { formatBytes, formatCount } from "../import-figures";
import type { ResumableUpload } from "./use-resumable-uploads";

export interface ResumableUploadItemProps {
  upload: ResumableUpload;
  onResume: (file: File, upload: ResumableUpload) => void;
  onDiscard: (upload: ResumableUpload) => Promise<void>;
}

/** Why a chosen file cannot continue the upload, or null when it is the same file. */
export function mismatchOf(file: File, { summary }: ResumableUpload): string | null {
  if (file.name === summary.fileName && file.size === summary.size) return null;
  const expected = `${summary.fileName ?? "the same file"}${summary.size === null ? "" : ` (${formatCount(summary.size)} bytes)`}`;
  return `Choose ${expected} to resume this upload: ${file.name} (${formatCount(file.size)} bytes) is another file.`;
}

export function ResumableUploadItem({ upload, onResume, onDiscard }: ResumableUploadItemProps) {
  const input = useRef<HTMLInputElement>(null);
  const [mismatch, setMismatch] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const hasConfirmed = useHasBeenTrue(isConfirming);
  const { summary } = upload;
  const name = summary.fileName ?? "unnamed file";
  const errorId = `resume-${summary.id}-error`;

  return (
    <Box component="li" sx={{ display: "grid", gap: 1, py: 1.5, borderTop: 1, borderColor: "divider" }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        <Box sx={{ flex: "1 1 16rem", minWidth: 0 }}>
          <Typography variant="body1" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {formatBytes(summary.offset)} of {summary.size === null ? "?" : formatBytes(summary.size)} sent · started {formatWhen(summary.createdAt)}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          aria-describedby={mismatch !== null ? errorId : undefined}
          startIcon={<Icon icon="tabler:player-play" fontSize="1.125rem" />}
        >
          Resume {name}
        </Button>
        <Button color="error" onClick={() => setIsConfirming(true)} aria-label={`Discard ${name}`}>
          Discard
        </Button>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_FILES}
          aria-label={`The file ${name}, to resume its upload`}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file === undefined) return;
            const problem = mismatchOf(file, upload);
            setMismatch(problem);
            if (problem === null) onResume(file, upload);
          }}
        />
      </Box>
      {mismatch !== null ? (
        <Typography id={errorId} variant="body2" role="alert" sx={{ color: "error.main" }}>
          {mismatch}
        </Typography>
      ) : null}
      {hasConfirmed ? (
        <ConfirmStopDialog
          open={isConfirming}
          title="Discard upload"
          description={`The ${formatBytes(summary.offset)} of ${name} sent so far are deleted from the service.`}
          confirmLabel="Discard upload"
          keepLabel="Keep it"
          onConfirm={() => onDiscard(upload)}
          onClose={() => setIsConfirming(false)}
        />
      ) : null}
    </Box>
  );
}
