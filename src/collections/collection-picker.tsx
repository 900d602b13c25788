// Which collection to search: the current project's collections with their
// vectors' size and distance, or the names of their named vectors, and their
// sparse vectors when the summaries hold them.
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { hasNamedVectors, type CollectionSummary } from "./collection-summary";

type PickedCollection = CollectionSummary & { sparseVectors?: readonly { name: string }[] };

function describeVectors(collection: PickedCollection): string {
  const sparse = (collection.sparseVectors ?? []).map((vector) => vector.name);
  if (collection.vectors.length === 0 && sparse.length > 0) return `sparse vectors: ${sparse.join(", ")}`;
  const dense = hasNamedVectors(collection)
    ? `named vectors: ${collection.vectors.map((vector) => vector.name).join(", ")}`
    : `${collection.dimension ?? "?"} · ${collection.distance ?? "?"}`;
  return [dense, ...sparse.map((name) => `sparse ${name}`)].join(", ");
}

export interface CollectionPickerProps {
  collections: readonly PickedCollection[];
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
