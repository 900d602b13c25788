// What a kind of query may add below its own fields: point ids of another
// collection (by point, recommend, discover), diversity by MMR (by vector, by
// text, by point), and what a random sample returns; nothing for the other kinds.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { SearchableCollection } from "../searchable-collections";
import { LookupFields } from "./lookup-fields";
import { MmrFields } from "./mmr-fields";
import type { QueryDraft, QueryDraftChange, QueryDraftErrors } from "./query-draft";
import { takesLookup, takesMmr } from "./query-options-draft";
import type { SearchVector } from "./search-vector";

export interface QueryKindOptionsProps {
  draft: QueryDraft;
  errors: QueryDraftErrors;
  vector: SearchVector | null;
  otherCollections: readonly SearchableCollection[];
  onChange: QueryDraftChange;
}

export function QueryKindOptions({ draft, errors, vector, otherCollections, onChange }: QueryKindOptionsProps) {
  if (draft.mode === "sample") {
    return (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        Points picked at random among those the filter keeps, as many as the limit.
      </Typography>
    );
  }
  // Point ids of another collection, when the project has another one (or one was chosen and has gone since).
  const showsLookup = takesLookup(draft.mode) && (otherCollections.length > 0 || draft.lookup.collection !== "");
  return (
    <>
      {showsLookup ? (
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
          <LookupFields lookup={draft.lookup} errors={errors} vector={vector} otherCollections={otherCollections} onChange={onChange} />
        </Box>
      ) : null}
      {takesMmr(draft.mode) ? <MmrFields mmr={draft.mmr} errors={errors} onChange={onChange} /> : null}
    </>
  );
}
