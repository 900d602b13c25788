// A sparse query vector typed as index:value pairs or as JSON {indices,
// values}; what is wrong with it shows in place of the format's reminder.
import TextField from "@mui/material/TextField";
import type { SxProps, Theme } from "@mui/material/styles";
import { SPARSE_VECTOR_FORMAT } from "./parse-sparse-vector";

export const MONOSPACE = { fontFamily: "ui-monospace, Menlo, Consolas, monospace", fontSize: "0.8125rem" };

export interface SparseVectorInputProps {
  value: string;
  onChange: (text: string) => void;
  error: string | undefined;
  /** The sparse vector's name, for the reminder. */
  vectorName: string;
  label?: string;
  size?: "small" | "medium";
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}

export function SparseVectorInput({ value, onChange, error, vectorName, label = "Sparse vector", size, autoFocus, sx }: SparseVectorInputProps) {
  return (
    <TextField
      label={label}
      size={size}
      autoFocus={autoFocus}
      multiline
      minRows={size === "small" ? 1 : 3}
      maxRows={10}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error !== undefined}
      helperText={error ?? `Weights for ${vectorName}: ${SPARSE_VECTOR_FORMAT}`}
      slotProps={{ htmlInput: { spellCheck: false, style: MONOSPACE } }}
      sx={sx}
    />
  );
}
