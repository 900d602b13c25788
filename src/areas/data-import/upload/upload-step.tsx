// The first step: a file dropped or chosen, or an unfinished upload resumed,
// then its progress; once uploaded, the file's name and a way to start over.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Icon } from "../../../icons/icon";
import { formatBytes } from "../import-figures";
import { ResumableUploads } from "./resumable-uploads";
import { UploadDropZone } from "./upload-drop-zone";
import { UploadProgress } from "./upload-progress";
import type { FileUpload } from "./use-file-upload";
import type { ResumableUploads as ResumableUploadsState } from "./use-resumable-uploads";

export interface UploadStepProps {
  upload: FileUpload;
  resumable: ResumableUploadsState;
  onStartOver: () => void;
}

export function UploadStep({ upload, resumable, onStartOver }: UploadStepProps) {
  const { state } = upload;
  if (state.status === "done") {
    return (
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2 }}>
        <Box sx={{ color: "success.main", display: "flex" }}>
          <Icon icon="tabler:circle-check" />
        </Box>
        <Typography variant="body1" sx={{ flex: "1 1 16rem", overflowWrap: "anywhere" }}>
          {state.fileName} uploaded ({formatBytes(state.size)})
        </Typography>
        <Button onClick={onStartOver} startIcon={<Icon icon="tabler:refresh" fontSize="1.125rem" />}>
          Upload another file
        </Button>
      </Box>
    );
  }
  if (state.status !== "idle") return <UploadProgress state={state} upload={upload} />;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <UploadDropZone onFile={(file) => upload.start(file)} />
      <ResumableUploads resumable={resumable} onResume={(file, resumed) => upload.start(file, resumed.stored)} />
    </Box>
  );
}
