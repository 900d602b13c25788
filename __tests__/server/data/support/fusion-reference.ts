// Qdrant's fusion formulas, written out for tests to compare the service's
// answers with: reciprocal rank fusion (k, weights) and distribution-based
// score fusion (each list's scores normalised by its mean and three standard
// deviations; distances negated first).
export interface Hit {
  id: number;
  score: number;
}

export function rrf(lists: readonly Hit[][], k = 2, weights?: readonly number[]): Hit[] {
  const scores = new Map<number, number>();
  lists.forEach((list, l) => list.forEach((hit, position) => scores.set(hit.id, (scores.get(hit.id) ?? 0) + 1 / ((position + 1) / (weights?.[l] ?? 1) + k - 1))));
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}

export function dbsf(lists: readonly { hits: Hit[]; larger: boolean }[]): Hit[] {
  const scores = new Map<number, number>();
  for (const { hits, larger } of lists) {
    const values = hits.map((hit) => (larger ? hit.score : -hit.score));
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1));
    hits.forEach((hit, i) => scores.set(hit.id, (scores.get(hit.id) ?? 0) + ((values[i] ?? 0) - (mean - 3 * sd)) / (6 * sd)));
  }
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}

