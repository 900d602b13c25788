// Where a file is chosen: dropped on the zone, or picked with its button (the
// keyboard's way in). Only the formats Data Import reads are taken; anything
// else is refused here with a message tied to the zone.
import { useId, useRef, useState, type DragEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Icon } from "../../../icons/icon";
import { ACCEPTED_FILES } from "../import-choices";

const ACCEPTED_EXTENSIONS = ACCEPTED_FILES.split(",");

/** Why a file cannot be imported, or null when its name says a format Data Import reads. */
export function refusalOf(file: File): string | null {
  const name = file.name.toLowerCase();
  if (ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return null;
  return `${file.name} is not a file Data Import reads: choose a CSV, TSV, JSON Lines (.jsonl, .ndjson), JSON or Parquet file.`;
}

export interface UploadDropZoneProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

export function UploadDropZone({ onFile, disabled = false }: UploadDropZoneProps) {
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isOver, setIsOver] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const take = (files: FileList | null) => {
    if (files === null || files.length === 0) return;
    if (files.length > 1) {
      setRefusal("Drop one file at a time.");
      return;
    }
    const file = files[0]!;
    const problem = refusalOf(file);
    setRefusal(problem);
    if (problem === null) onFile(file);
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setIsOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <Box
      role="group"
      aria-label="File to import"
      aria-describedby={refusal === null ? hintId : `${errorId} ${hintId}`}
      onDragOver={onDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        gap: 1.5,
        px: 3,
        py: 5,
        textAlign: "center",
        border: 2,
        borderStyle: "dashed",
        borderRadius: 1,
        borderColor: refusal !== null ? "error.main" : isOver ? "primary.main" : "divider",
        bgcolor: isOver ? "action.hover" : "transparent",
      }}
    >
      <Box sx={{ color: "text.secondary", display: "flex" }}>
        <Icon icon="tabler:file-import" fontSize="2.5rem" />
      </Box>
      <Typography variant="body1">Drop a file here, or</Typography>
      <Button variant="contained" onClick={() => input.current?.click()} disabled={disabled}>
        Choose a file
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_FILES}
        aria-label="File to import"
        hidden
        onChange={(event) => {
          take(event.target.files);
          event.target.value = "";
        }}
      />
      <Typography id={hintId} variant="body2" sx={{ color: "text.secondary", maxWidth: "36rem" }}>
        CSV, TSV, JSON Lines (.jsonl, .ndjson), a JSON array or Parquet, up to several GB. The upload goes in 8 MB pieces and resumes after a dropped connection or a reload.
      </Typography>
      {refusal !== null ? (
        <Typography id={errorId} variant="body2" role="alert" sx={{ color: "error.main" }}>
          {refusal}
        </Typography>
      ) : null}
    </Box>
  );
}
