// Which vector of the collection the question is searched in: each dense
// vector with its size and distance, each sparse vector.
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { TextSearchVector } from "./text-search-collections";

export interface TextSearchVectorSelectProps {
  vectors: readonly TextSearchVector[];
  value: TextSearchVector | null;
  onChange: (key: string) => void;
}

export function TextSearchVectorSelect({ vectors, value, onChange }: TextSearchVectorSelectProps) {
  return (
    <TextField
      select
      label="Vector"
      value={value?.key ?? ""}
      onChange={(e) => onChange(e.target.value)}
      helperText="The models offered fit it"
      sx={{ minWidth: "14rem" }}
      // The unnamed vector's key is "": shown as chosen, with the label above it.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {vectors.map((vector) => (
        <MenuItem key={vector.key} value={vector.key}>
          {vector.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
