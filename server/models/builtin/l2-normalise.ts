// Unit length in place, so that cosine, dot product and Euclidean distance
// rank alike. Returns false for a zero vector, which has no direction.
export function l2Normalise(vector: Float32Array | Float64Array): boolean {
  let sum = 0;
  for (const value of vector) sum += value * value;
  if (!(sum > 0)) return false;
  const scale = 1 / Math.sqrt(sum);
  for (let at = 0; at < vector.length; at += 1) vector[at] = (vector[at] ?? 0) * scale;
  return true;
}
