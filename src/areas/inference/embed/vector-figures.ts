// What the Inference page shows of an embedding: its length (a dense
// vector's dimension, a sparse vector's count of terms), its L2 norm, its
// first values, and the JSON copied (a dense vector's numbers; a sparse
// vector's {indices, values}).

export type Embedding = number[] | { indices: number[]; values: number[] };

/** How many values the summary shows before "Show all". */
export const PREVIEW_LENGTH = 6;

function valuesOf(embedding: Embedding): number[] {
  return Array.isArray(embedding) ? embedding : embedding.values;
}

export function l2Norm(embedding: Embedding): number {
  return Math.sqrt(valuesOf(embedding).reduce((sum, value) => sum + value * value, 0));
}

/** "0.0123", "-1.2000": four decimals, as the scores are shown. */
export function formatValue(value: number): string {
  return value.toFixed(4);
}

/** The values shown: dense as numbers, sparse as index:value pairs. */
export function valueEntries(embedding: Embedding, count = Number.POSITIVE_INFINITY): string[] {
  if (Array.isArray(embedding)) return embedding.slice(0, count).map(formatValue);
  return embedding.indices.slice(0, count).map((index, at) => `${index}:${formatValue(embedding.values[at] ?? 0)}`);
}

export function entryCount(embedding: Embedding): number {
  return Array.isArray(embedding) ? embedding.length : embedding.indices.length;
}

/** "512 dimensions", "7 terms". */
export function describeLength(embedding: Embedding): string {
  const count = entryCount(embedding);
  if (Array.isArray(embedding)) return count === 1 ? "1 dimension" : `${count} dimensions`;
  return count === 1 ? "Sparse · 1 term" : `Sparse · ${count} terms`;
}

/** The vector as Qdrant takes it: a dense vector's array, a sparse vector's {indices, values}. */
export function vectorJson(embedding: Embedding): string {
  return JSON.stringify(Array.isArray(embedding) ? embedding : { indices: embedding.indices, values: embedding.values });
}
