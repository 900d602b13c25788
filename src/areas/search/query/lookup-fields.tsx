// Where the point ids of a query come from: this collection, or another one
// of the project and its vector (of the kind and dimension searched), sent as
// lookup_from.
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { SearchableCollection } from "../searchable-collections";
import { lookupVectorOf, lookupVectorsOf } from "./lookup-draft";
import type { QueryDraftChange, QueryDraftErrors } from "./query-draft";
import type { LookupDraft } from "./query-kind-drafts";
import { SearchVectorSelect } from "./search-vector-select";
import { vectorKey, type SearchVector } from "./search-vector";

export interface LookupFieldsProps {
  lookup: LookupDraft;
  errors: QueryDraftErrors;
  /** The vector searched, null until the collection is known. */
  vector: SearchVector | null;
  /** The project's collections other than the one searched. */
  otherCollections: readonly SearchableCollection[];
  onChange: QueryDraftChange;
}

export function LookupFields({ lookup, errors, vector, otherCollections, onChange }: LookupFieldsProps) {
  const error = errors.lookupCollection;
  const other = otherCollections.find((collection) => collection.name === lookup.collection);
  const vectors = lookupVectorsOf(other, vector);
  const chosen = lookupVectorOf(lookup, vectors);
  const isListed = lookup.collection === "" || other !== undefined;
  return (
    <>
      <TextField
        select
        label="Point ids from"
        value={lookup.collection}
        onChange={(e) => onChange({ lookup: { collection: e.target.value, vector: null } }, ["lookupCollection"])}
        error={error !== undefined}
        helperText={
          error ??
          (lookup.collection === ""
            ? "The points of this collection, left out of the results"
            : `Points of ${lookup.collection}, compared by their vector with this collection's`)
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ flex: "1 1 16rem" }}
      >
        <MenuItem value="">This collection</MenuItem>
        {otherCollections.map((collection) => (
          <MenuItem key={collection.name} value={collection.name}>
            {collection.name}
          </MenuItem>
        ))}
        {isListed ? null : <MenuItem value={lookup.collection}>{lookup.collection}</MenuItem>}
      </TextField>
      {other !== undefined && chosen !== null ? (
        <SearchVectorSelect
          label={`Vector of ${other.name}`}
          vectors={vectors}
          value={vectorKey(chosen)}
          onChange={(key) => onChange({ lookup: { ...lookup, vector: key } })}
          helperText={vectors.length === 1 ? "The only one like the vector searched" : "Those like the vector searched"}
          sx={{ flex: "1 1 12rem" }}
        />
      ) : null}
    </>
  );
}
