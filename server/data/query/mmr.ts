// Maximal marginal relevance, as Qdrant's `nearest` query with `mmr` ranks:
// from the nearest candidates, the most relevant first, then, one at a time,
// the candidate with the best λ · relevance − (1 − λ) · (its largest
// similarity to those already chosen), λ = 1 − diversity. Similarities are
// the internal ones (similarity.ts); each point keeps the score its nearest
// search gave it, in the order chosen.
import type { PointId } from "../../engine/filter/filter-tree";
import type { Distance, VectorValue } from "../../engine/vector-engine";
import type { Ranked } from "./fusion";
import { prepared, similarity } from "./similarity";

export interface MmrCandidate {
  id: PointId;
  score: number;
  /** As compared (similarity.ts, comparedStored). */
  vector: VectorValue;
}

export function maximalMarginalRelevance(candidates: readonly MmrCandidate[], query: VectorValue, distance: Distance, lambda: number, limit: number): Ranked[] {
  if (candidates.length < 2) return candidates.slice(0, limit).map(({ id, score }) => ({ id, score }));
  const target = prepared(distance, query);
  const relevance = candidates.map((candidate) => similarity(distance, target, candidate.vector));
  // Per candidate still in play: its largest similarity to a chosen one so far.
  const nearestChosen = new Array<number>(candidates.length).fill(-Infinity);
  const remaining = new Set(candidates.keys());
  const chosen: number[] = [];
  while (chosen.length < limit && remaining.size > 0) {
    let best = -1;
    let bestScore = -Infinity;
    for (const index of remaining) {
      const relevant = relevance[index] ?? 0;
      const score = chosen.length === 0 ? relevant : lambda * relevant - (1 - lambda) * (nearestChosen[index] ?? 0);
      if (best === -1 || score > bestScore) [best, bestScore] = [index, score];
    }
    remaining.delete(best);
    chosen.push(best);
    const vector = candidates[best]?.vector as VectorValue;
    for (const index of remaining) nearestChosen[index] = Math.max(nearestChosen[index] ?? -Infinity, similarity(distance, vector, candidates[index]?.vector as VectorValue));
  }
  return chosen.map((index) => ({ id: candidates[index]?.id as PointId, score: candidates[index]?.score ?? 0 }));
}
