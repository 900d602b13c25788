// The unfinished uploads this browser started, each to resume or discard; a
// warning with a retry when the project's uploads could not be listed.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { ResumableUploadItem } from "./resumable-upload-item";
import type { ResumableUpload, ResumableUploads as ResumableUploadsState } from "./use-resumable-uploads";

export interface ResumableUploadsProps {
  resumable: ResumableUploadsState;
  onResume: (file: File, upload: ResumableUpload) => void;
}

export function ResumableUploads({ resumable, onResume }: ResumableUploadsProps) {
  const titleId = useId();
  if (resumable.failure !== null) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={resumable.retry}>
            Retry
          </Button>
        }
      >
        Unfinished uploads could not be listed: {resumable.failure}
      </Alert>
    );
  }
  if (resumable.uploads.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        Unfinished uploads
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
        Choose the same file again to send the rest of it.
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {resumable.uploads.map((upload) => (
          <ResumableUploadItem key={upload.summary.id} upload={upload} onResume={onResume} onDiscard={resumable.discard} />
        ))}
      </Box>
    </Box>
  );
}
