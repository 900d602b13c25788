// Fusing the ranked lists of several prefetches, as Qdrant does:
//   - rrf: each point scores the sum over lists of 1 / ((position + 1) / weight + k - 1),
//     positions from 0, k 2 unless given, weight 1 unless given; only ranks matter;
//   - dbsf: each list's scores normalised between mean ± 3 standard deviations
//     (sample variance; a single point scores 0.5, and so do equal extremes), then summed.
// Lists whose scores are distances (smaller is nearer) are negated before dbsf
// normalises them, as Qdrant's internal scores are.
import type { PointId } from "../../engine/filter/filter-tree";

export interface Ranked {
  id: PointId;
  score: number;
}

export interface RankedList {
  points: readonly Ranked[];
  /** Whether larger scores come first (similarities, fused scores) or smaller ones (distances). */
  largerIsBetter: boolean;
}

export const DEFAULT_RRF_K = 2;

export function reciprocalRankFusion(lists: readonly RankedList[], k = DEFAULT_RRF_K, weights?: readonly number[]): Ranked[] {
  const fused = new Map<PointId, Ranked>();
  lists.forEach((list, index) => {
    const weight = weights?.[index] ?? 1;
    list.points.forEach((point, position) => {
      const score = weight <= 0 ? 0 : 1 / ((position + 1) / weight + k - 1);
      add(fused, point.id, score);
    });
  });
  return byScore(fused);
}

export function distributionBasedFusion(lists: readonly RankedList[]): Ranked[] {
  const fused = new Map<PointId, Ranked>();
  for (const list of lists) {
    const scores = list.points.map((point) => (list.largerIsBetter ? point.score : -point.score));
    const normalised = normalise(scores);
    list.points.forEach((point, index) => add(fused, point.id, normalised[index] ?? 0));
  }
  return byScore(fused);
}

function normalise(scores: readonly number[]): number[] {
  if (scores.length < 2) return scores.map(() => 0.5);
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  const variance = scores.reduce((sum, score) => sum + (score - mean) ** 2, 0) / (scores.length - 1);
  const deviation = Math.sqrt(variance);
  const [low, high] = [mean - 3 * deviation, mean + 3 * deviation];
  return scores.map((score) => (low === high ? 0.5 : (score - low) / (high - low)));
}

function add(fused: Map<PointId, Ranked>, id: PointId, score: number): void {
  const known = fused.get(id);
  if (known) known.score += score;
  else fused.set(id, { id, score });
}

function byScore(fused: Map<PointId, Ranked>): Ranked[] {
  return [...fused.values()].sort((a, b) => b.score - a.score);
}
