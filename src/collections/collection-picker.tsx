// Which collection to search: the current project's collections with their
// vectors' size and distance, or the names of their named vectors.
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { hasNamedVectors, type CollectionSummary } from "./collection-summary";

function describeVectors(collection: CollectionSummary): string {
  if (hasNamedVectors(collection)) return `named vectors: ${collection.vectors.map((vector) => vector.name).join(", ")}`;
  return `${collection.dimension ?? "?"} · ${collection.distance ?? "?"}`;
}

export interface CollectionPickerProps {
  collections: readonly CollectionSummary[];
  value: string | null;
  onChange: (name: string) => void;
}

export function CollectionPicker({ collections, value, onChange }: CollectionPickerProps) {
  const isKnown = value !== null && collections.some((collection) => collection.name === value);
  return (
    <TextField
      select
      label="Collection"
      value={isKnown ? value : ""}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: "16rem" }}
      helperText={value !== null && !isKnown ? `This project has no collection ${value}` : undefined}
      error={value !== null && !isKnown}
    >
      {collections.map((collection) => (
        <MenuItem key={collection.name} value={collection.name}>
          {collection.name} ({describeVectors(collection)})
        </MenuItem>
      ))}
    </TextField>
  );
}
