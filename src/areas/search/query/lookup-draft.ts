// Examples from another collection as chosen: point ids of a query by point,
// of recommend examples and of discovery name that collection's points, whose
// vector (of the same kind and dimension as the one searched) is compared
// with this collection's: {"lookup_from": {"collection", "vector"}}. Those
// points are not left out of the results, as they are not this collection's.
import type { Schemas } from "@qdrant/js-client-rest";
import type { SearchableCollection } from "../searchable-collections";
import type { LookupDraft, OptionFieldKey } from "./query-kind-drafts";
import { searchVectorsOf, vectorKey, type QueryVector, type SearchVector } from "./search-vector";

type Errors = Partial<Record<OptionFieldKey, string>>;

/** The vectors of `collection` that a query on `vector` can take examples from: sparse for sparse, else dense of the same dimension. */
export function lookupVectorsOf(collection: SearchableCollection | undefined, vector: QueryVector | null): SearchVector[] {
  const vectors = searchVectorsOf(collection ?? null);
  if (vector === null) return vectors;
  return vectors.filter((candidate) => (vector.sparse === true ? candidate.sparse === true : candidate.sparse !== true && candidate.size === vector.size));
}

/** The vector chosen among those that fit, else the first that fits. */
export function lookupVectorOf(draft: LookupDraft, vectors: readonly SearchVector[]): SearchVector | null {
  return vectors.find((vector) => draft.vector !== null && vectorKey(vector) === draft.vector) ?? vectors[0] ?? null;
}

/** "sparse vector", "vector of 4 dimensions": what the other collection needs. */
function wantedVector(vector: QueryVector | null): string {
  if (vector === null) return "vector";
  return vector.sparse === true ? "sparse vector" : `vector of ${vector.size} dimensions`;
}

export function lookupFrom(draft: LookupDraft, vector: QueryVector | null, collections: readonly SearchableCollection[], errors: Errors): Schemas["LookupLocation"] | undefined {
  const collection = collections.find((candidate) => candidate.name === draft.collection);
  if (collection === undefined) {
    errors.lookupCollection = `${draft.collection} is not another collection of this project: choose one from the list`;
    return undefined;
  }
  const chosen = lookupVectorOf(draft, lookupVectorsOf(collection, vector));
  if (chosen === null) {
    errors.lookupCollection = `${collection.name} has no ${wantedVector(vector)} like the one searched: choose another collection`;
    return undefined;
  }
  return { collection: collection.name, ...(chosen.name === null ? {} : { vector: chosen.name }) };
}
