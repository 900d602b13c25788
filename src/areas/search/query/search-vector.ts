// The vector a search uses: the collection's one unnamed vector, or the named
// vector chosen by name (the collection's first until one is chosen, or when
// the chosen name is not one of this collection's).
import type { CollectionSummary, CollectionVector } from "../../../collections/collection-summary";

/** What a query needs of its vector: its name (sent as `using`; null for the unnamed vector) and its dimension. */
export type QueryVector = Pick<CollectionVector, "name" | "size">;

export function searchVectorOf(collection: CollectionSummary | null, chosen: string | null): CollectionVector | null {
  if (collection === null) return null;
  return collection.vectors.find((vector) => vector.name !== null && vector.name === chosen) ?? collection.vectors[0] ?? null;
}
