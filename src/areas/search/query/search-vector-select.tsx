// Which of the collection's vectors a search (or one prefetch of a hybrid
// query) uses, sent as `using`: each dense vector with its dimension and
// distance, each sparse vector as sparse. The unnamed vector is chosen as "".
import type { ReactNode } from "react";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { SxProps, Theme } from "@mui/material/styles";
import { describeSearchVector, vectorKey, type SearchVector } from "./search-vector";

export interface SearchVectorSelectProps {
  vectors: readonly SearchVector[];
  value: string;
  onChange: (name: string) => void;
  helperText?: ReactNode;
  label?: string;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
}

export function SearchVectorSelect({ vectors, value, onChange, helperText = "The vector to search by", label = "Vector name", size, sx = { minWidth: "12rem" } }: SearchVectorSelectProps) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      helperText={helperText}
      sx={sx}
      // The unnamed vector's key is "": shown as chosen, with the label above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {vectors.map((vector) => (
        <MenuItem key={vectorKey(vector)} value={vectorKey(vector)}>
          {describeSearchVector(vector)}
        </MenuItem>
      ))}
    </TextField>
  );
}
