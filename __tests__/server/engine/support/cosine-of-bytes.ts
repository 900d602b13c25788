// The reference for uint8 Cosine scores, written from Qdrant's source rather than the engine's.

/** Qdrant's cosine_similarity_bytes (lib/segment/src/spaces/metric_uint/simple_cosine.rs): 0 when a norm is 0. */
export function cosineOfBytes(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let norm1 = 0;
  let norm2 = 0;
  a.forEach((value, i) => {
    dot += value * (b[i] ?? 0);
    norm1 += value * value;
    norm2 += (b[i] ?? 0) ** 2;
  });
  return norm1 === 0 || norm2 === 0 ? 0 : dot / Math.sqrt(norm1 * norm2);
}
