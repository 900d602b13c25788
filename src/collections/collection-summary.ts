// What the collections table and the search form show of a collection, read
// from its info: its vectors (the one unnamed vector, or each named one) with
// their size and distance, points, status, and an estimate of the vectors'
// size (points × dimension × 4 bytes of float32, payload not counted).
import type { Schemas } from "@qdrant/js-client-rest";

type VectorParams = Schemas["VectorParams"];

/** One of a collection's vectors: the unnamed one (name null), or a named one. */
export interface CollectionVector {
  name: string | null;
  size: number;
  distance: Schemas["Distance"];
}

export interface CollectionSummary {
  name: string;
  status: Schemas["CollectionStatus"];
  points: number;
  /** Summed over named vectors; null when the configuration has no vectors. */
  dimension: number | null;
  distance: Schemas["Distance"] | "Mixed" | null;
  /** The one unnamed vector, or the named ones in the collection's order. */
  vectors: readonly CollectionVector[];
  estimatedBytes: number;
}

function isVectorParams(value: unknown): value is VectorParams {
  return typeof value === "object" && value !== null && "size" in value && typeof value.size === "number";
}

/** The collection's vectors: the one unnamed vector, or each named one (Qdrant's VectorsConfig is either). */
export function vectorParamsOf(info: Schemas["CollectionInfo"]): { name: string | null; params: VectorParams }[] {
  const vectors = info.config.params.vectors;
  if (vectors === undefined) return [];
  if (isVectorParams(vectors)) return [{ name: null, params: vectors }];
  return Object.entries(vectors)
    .filter((entry): entry is [string, VectorParams] => isVectorParams(entry[1]))
    .map(([name, params]) => ({ name, params }));
}

/** The names of the collection's named vectors, in its order; none for the one unnamed vector. */
export function vectorNamesOf(info: Schemas["CollectionInfo"]): string[] {
  return vectorParamsOf(info).flatMap((vector) => (vector.name === null ? [] : [vector.name]));
}

export function summariseCollection(name: string, info: Schemas["CollectionInfo"]): CollectionSummary {
  const vectors = vectorParamsOf(info);
  const dimension = vectors.length === 0 ? null : vectors.reduce((sum, vector) => sum + vector.params.size, 0);
  const distances = new Set(vectors.map((vector) => vector.params.distance));
  const points = info.points_count ?? 0;
  return {
    name,
    status: info.status,
    points,
    dimension,
    distance: distances.size === 0 ? null : distances.size === 1 ? [...distances][0]! : "Mixed",
    vectors: vectors.map((vector) => ({ name: vector.name, size: vector.params.size, distance: vector.params.distance })),
    estimatedBytes: points * (dimension ?? 0) * 4,
  };
}

const UNITS = ["B", "KB", "MB", "GB", "TB"];

/** "≈ 1.5 MB" (powers of 1024). */
/** Whether the collection's vectors are named (a search then says which one it uses). */
export function hasNamedVectors(summary: CollectionSummary): boolean {
  return summary.vectors.some((vector) => vector.name !== null);
}

export function formatEstimatedSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, "");
  return `≈ ${shown} ${UNITS[unit]}`;
}
