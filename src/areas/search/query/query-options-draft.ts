// The options a kind of query takes beyond its own fields, as parts of its
// request: MMR's settings for a nearest query (by vector, by text, by point), and
// lookup_from for a query by point ids (by point, recommend, discover).
import type { Schemas } from "@qdrant/js-client-rest";
import type { SearchableCollection } from "../searchable-collections";
import { lookupFrom } from "./lookup-draft";
import { mmrOf } from "./mmr-draft";
import type { LookupDraft, MmrDraft, OptionFieldKey, QueryMode } from "./query-kind-drafts";
import type { QueryVector } from "./search-vector";

/** The modes whose point ids may be points of another collection (lookup_from). */
export function takesLookup(mode: QueryMode): boolean {
  return mode === "point" || mode === "recommend" || mode === "discover";
}

/** The modes of a nearest query, which MMR may re-rank. */
export function takesMmr(mode: QueryMode): boolean {
  return mode === "vector" || mode === "text" || mode === "point";
}

export interface QueryOptions {
  mmr?: Schemas["Mmr"];
  lookup?: Schemas["LookupLocation"];
}

/** MMR's settings and lookup_from, when the draft's kind takes them and they are asked for; their problems go to `errors`. */
export function queryOptions(
  draft: { mode: QueryMode; mmr: MmrDraft; lookup: LookupDraft },
  vector: QueryVector | null,
  limit: number | undefined,
  otherCollections: readonly SearchableCollection[],
  errors: Partial<Record<OptionFieldKey, string>>,
): QueryOptions {
  return {
    mmr: draft.mmr.isOn && takesMmr(draft.mode) ? mmrOf(draft.mmr, limit, errors) : undefined,
    lookup: draft.lookup.collection !== "" && takesLookup(draft.mode) ? lookupFrom(draft.lookup, vector, otherCollections, errors) : undefined,
  };
}
