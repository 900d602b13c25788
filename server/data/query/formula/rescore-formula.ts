// A formula query over its prefetches' points (Qdrant's rescore_with_formula):
// every point any prefetch returned is scored by the formula, with the score
// each prefetch gave it, its payload (read once, for the paths the formula
// names) and, per condition, whether it matches; the engine tests each
// condition on these points with the filters every search uses. Larger
// scores first.
import type { FilterNode, PointId } from "../../../engine/filter/filter-tree";
import type { Payload } from "../../../engine/vector-engine";
import type { RankedList } from "../fusion";
import type { QueryScope } from "../query-scope";
import type { ParsedFormula } from "./parse-formula";
import { scoreByFormula } from "./score-formula";

export async function rescoreWithFormula(scope: QueryScope, formula: ParsedFormula, lists: readonly RankedList[], wanted: number): Promise<RankedList> {
  let candidates = [...new Set(lists.flatMap((list) => list.points.map((point) => point.id)))];
  const payloads = new Map<PointId, Payload>();
  if (formula.paths.size > 0 && candidates.length > 0) {
    const stored = await scope.plane.engine.retrieve(scope.collection.engineId, candidates, { withPayload: true, withVector: false });
    for (const point of stored) payloads.set(point.id, point.payload ?? {});
    // A point deleted since its prefetch ran is left out, as Qdrant leaves out ids it no longer finds.
    candidates = candidates.filter((id) => payloads.has(id));
  }
  const inputs = {
    prefetchScores: lists.map((list) => new Map(list.points.map((point) => [point.id, point.score]))),
    payloads,
    conditionMatches: await Promise.all(formula.conditions.map((condition) => matchingPoints(scope, condition, candidates))),
  };
  const points = candidates.map((id) => ({ id, score: scoreByFormula(formula, inputs, id) }));
  return { points: points.sort((a, b) => b.score - a.score).slice(0, wanted), largerIsBetter: true };
}

/** The candidates the condition holds for. */
async function matchingPoints(scope: QueryScope, condition: FilterNode, candidates: readonly PointId[]): Promise<Set<PointId>> {
  if (condition.kind === "all") return new Set(candidates);
  if (candidates.length === 0) return new Set();
  const page = await scope.plane.engine.scroll(scope.collection.engineId, {
    filter: { kind: "and", children: [{ kind: "hasId", ids: candidates }, condition] },
    limit: candidates.length,
    withPayload: false,
    withVector: false,
  });
  return new Set(page.points.map((point) => point.id));
}
