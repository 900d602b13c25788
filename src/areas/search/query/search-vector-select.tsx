// Which of the collection's named vectors a search uses (sent as `using`),
// each with its dimension and distance.
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { CollectionVector } from "../../../collections/collection-summary";

export interface SearchVectorSelectProps {
  vectors: readonly CollectionVector[];
  value: string;
  onChange: (name: string) => void;
}

export function SearchVectorSelect({ vectors, value, onChange }: SearchVectorSelectProps) {
  return (
    <TextField select label="Vector name" value={value} onChange={(e) => onChange(e.target.value)} helperText="The named vector to search by" sx={{ minWidth: "12rem" }}>
      {vectors.map((vector) => (
        <MenuItem key={vector.name} value={vector.name ?? ""}>
          {vector.name} ({vector.size} · {vector.distance})
        </MenuItem>
      ))}
    </TextField>
  );
}
