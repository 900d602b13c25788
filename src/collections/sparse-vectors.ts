// A collection's sparse vectors, read from its info (config.params.sparse_vectors):
// each name with its modifier ("idf" weighs a dimension by how rare it is)
// and whether its index is kept on disk. Its own module: the collections list
// shows none of this, and its first load stays as it is.
import type { Schemas } from "@qdrant/js-client-rest";

export interface CollectionSparseVector {
  name: string;
  modifier: "none" | "idf";
  isOnDisk: boolean;
}

export function sparseVectorsOf(info: Schemas["CollectionInfo"]): CollectionSparseVector[] {
  const sparse = info.config.params.sparse_vectors ?? {};
  return Object.entries(sparse).flatMap(([name, params]) => {
    if (params === undefined) return [];
    const isOnDisk = typeof params.index === "object" && params.index !== null && params.index.on_disk === true;
    return [{ name, modifier: params.modifier === "idf" ? "idf" : "none", isOnDisk }];
  });
}

/** "Sparse · IDF · on disk". */
export function describeSparseVector(vector: CollectionSparseVector): string {
  return ["Sparse", ...(vector.modifier === "idf" ? ["IDF"] : []), ...(vector.isOnDisk ? ["on disk"] : [])].join(" · ");
}

/**
 * The names a point's vectors go by, for its details: the named dense vectors
 * (the unnamed one as "" beside sparse vectors, as Qdrant returns it), then the
 * sparse ones; none for a collection of one unnamed vector only.
 */
export function pointVectorNamesOf(info: Schemas["CollectionInfo"], denseNames: readonly string[]): string[] {
  const sparse = sparseVectorsOf(info).map((vector) => vector.name);
  if (sparse.length === 0) return [...denseNames];
  const vectors = info.config.params.vectors;
  const hasUnnamed = vectors !== undefined && "size" in vectors && typeof vectors.size === "number";
  return [...(hasUnnamed ? [""] : denseNames), ...sparse];
}
