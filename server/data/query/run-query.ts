// Runs a planned query (plan-query.ts), stage by stage, and returns its points
// ranked. A stage without prefetches asks the engine: a nearest search (its
// graph or index), BM25 over a text index (a text query), a scroll in id or
// payload order, or, for a custom objective (best_score, sum_scores,
// discover, context), every matching point's vector scored here. A stage
// with prefetches runs them first and then works on their points only: fuses
// their rankings (rrf, dbsf), re-scores them on its own vector (nearest or an
// objective), by BM25 or by a formula (formula/), orders them by a payload
// field, or samples them. Only the root reads payloads and vectors, for the
// points it returns; a root that is a nearest search on the
// collection itself (every points/search, a recommendation by average_vector,
// most queries) reads them in the same engine search, as one round trip.
import type { ScoredPoint } from "../../../contract/qdrant/records";
import { parseDatetime } from "../../engine/filter/parse-datetime";
import type { FilterNode, PointId } from "../../engine/filter/filter-tree";
import type { PathItem } from "../../engine/payload/json-path";
import { leavesOf, valuesAt } from "../../engine/payload/payload-values";
import type { Payload, ScoredPoint as ScoredStoredPoint, StoredVector, VectorValue } from "../../engine/vector-engine";
import { vectorNamed } from "../points/stored-vectors";
import { toScoredPoint, type ReadSelection } from "../points/read-selection";
import { rescoreWithFormula } from "./formula/rescore-formula";
import { distributionBasedFusion, reciprocalRankFusion, type Ranked, type RankedList } from "./fusion";
import { maximalMarginalRelevance } from "./mmr";
import type { QueryScope } from "./query-scope";
import type { Stage, StageQuery } from "./stage";
import { shuffled } from "./shuffled";
import { comparedStored, isLargerBetter } from "./similarity";

/** Vectors read per page when every matching point is scored. */
const SCAN_PAGE = 1_024;

/** The stage's points, best first, at most `offset + limit` of them; scores as Qdrant reports them. */
export async function runStage(scope: QueryScope, stage: Stage, offset = 0): Promise<RankedList> {
  const wanted = offset + stage.limit;
  const ranked = stage.prefetches.length === 0 ? await fromCollection(scope, stage, wanted) : await fromPrefetches(scope, stage, wanted);
  return { points: ranked.points.filter((point) => passes(ranked.largerIsBetter, point.score, stage.scoreThreshold)).slice(0, wanted), largerIsBetter: ranked.largerIsBetter };
}

/** The root's answer: its ranked points after `offset`, with what the request asked to see of them. */
export async function queryPointsOf(scope: QueryScope, stage: Stage, offset: number, selection: ReadSelection): Promise<ScoredPoint[]> {
  if (stage.prefetches.length === 0 && stage.query.kind === "nearest") return nearestPoints(scope, stage, stage.query.vector, offset, selection);
  const ranked = (await runStage(scope, stage, offset)).points.slice(offset);
  return withRecords(scope, ranked, selection);
}

export async function withRecords(scope: QueryScope, ranked: readonly Ranked[], selection: ReadSelection): Promise<ScoredPoint[]> {
  if (ranked.length === 0) return [];
  // A custom-sharded collection's points show their shard key, whatever else is asked.
  const needsRecord = selection.engine.withPayload !== false || selection.engine.withVector !== false || scope.collection.settings.sharding !== undefined;
  const stored = needsRecord ? new Map((await scope.plane.engine.retrieve(scope.collection.engineId, ranked.map((point) => point.id), selection.engine)).map((point) => [point.id, point])) : null;
  return ranked.flatMap((point) => {
    const record = stored ? stored.get(point.id) : { id: point.id };
    // A point deleted between the ranking and the read is left out.
    return record ? [toScoredPoint(record, selection, point.score)] : [];
  });
}

/** A nearest search on the collection itself, in one engine search: it pages past `offset`, applies the score threshold and reads what the request asked to see. */
async function nearestPoints(scope: QueryScope, stage: Stage, vector: VectorValue, offset: number, selection: ReadSelection): Promise<ScoredPoint[]> {
  const points = await scope.plane.engine.search(scope.collection.engineId, {
    vector,
    using: stage.using,
    filter: withoutIds(stage.filter, stage.excludeIds),
    limit: stage.limit,
    offset,
    scoreThreshold: stage.scoreThreshold,
    exact: stage.exact,
    hnswEf: stage.hnswEf,
    idfCorpus: stage.idf?.corpus,
    ...selection.engine,
  });
  return points.map((point) => toScoredPoint(point, selection, point.score));
}

async function fromCollection(scope: QueryScope, stage: Stage, wanted: number): Promise<RankedList> {
  const { engine } = scope.plane;
  const id = scope.collection.engineId;
  const filter = withoutIds(stage.filter, stage.excludeIds);
  const query = stage.query;
  switch (query.kind) {
    case "nearest":
      return nearestOf(scope, stage, query.vector, filter, wanted, stage.exact);
    case "mmr":
      return mmrOf(scope, stage, query, filter, wanted, stage.exact);
    case "objective": {
      const best: Ranked[] = [];
      await forEachVector(scope, stage.using, filter, (pointId, vector) => {
        best.push({ id: pointId, score: query.objective(comparedStored(stage.distance, stage.isUint8, vector)) });
        if (best.length >= wanted * 2 + SCAN_PAGE) trim(best, wanted);
      });
      trim(best, wanted);
      return { points: best, largerIsBetter: true };
    }
    case "orderBy": {
      const page = await engine.scroll(id, {
        filter,
        limit: wanted,
        orderBy: { key: query.key, direction: query.direction, startFrom: startOf(query.startFrom) },
        withPayload: true,
        withVector: false,
      });
      return { points: page.points.map((point) => ({ id: point.id, score: orderValue(point.payload, query.path) })), largerIsBetter: query.direction === "desc" };
    }
    case "sample": {
      const ids: PointId[] = [];
      for (let offset: PointId | undefined = undefined; ; ) {
        const page = await engine.scroll(id, { filter, limit: SCAN_PAGE, offset, withPayload: false, withVector: false });
        for (const point of page.points) ids.push(point.id);
        if (page.nextOffset === null) break;
        offset = page.nextOffset;
      }
      return { points: shuffled(ids).slice(0, wanted).map((pointId) => ({ id: pointId, score: 0 })), largerIsBetter: true };
    }
    case "none": {
      const page = await engine.scroll(id, { filter, limit: wanted, withPayload: false, withVector: false });
      return { points: page.points.map((point) => ({ id: point.id, score: 0 })), largerIsBetter: true };
    }
    case "text":
      return textOf(scope, query, filter, wanted);
    case "rrf":
    case "dbsf":
    case "formula":
      // plan-query.ts refuses a fusion or a formula without prefetches.
      return { points: [], largerIsBetter: true };
  }
}

async function fromPrefetches(scope: QueryScope, stage: Stage, wanted: number): Promise<RankedList> {
  const lists = await Promise.all(stage.prefetches.map((prefetch) => runStage(scope, prefetch)));
  const excluded = new Set(stage.excludeIds);
  const candidates = unique(lists.flatMap((list) => list.points.map((point) => point.id))).filter((pointId) => !excluded.has(pointId));
  const query = stage.query;
  switch (query.kind) {
    case "rrf":
      return { points: reciprocalRankFusion(lists, query.k, query.weights).filter((point) => !excluded.has(point.id)), largerIsBetter: true };
    case "dbsf":
      return { points: distributionBasedFusion(lists).filter((point) => !excluded.has(point.id)), largerIsBetter: true };
    case "nearest":
      // The engine scores the candidates exactly, as its searches do (a sparse vector's idf included).
      return nearestOf(scope, stage, query.vector, { kind: "hasId", ids: candidates }, wanted, true);
    case "mmr":
      return mmrOf(scope, stage, query, { kind: "hasId", ids: candidates }, wanted, true);
    case "objective": {
      const vectors = await vectorsOf(scope, stage.using, candidates);
      const points = [...vectors].map(([pointId, vector]) => ({ id: pointId, score: query.objective(comparedStored(stage.distance, stage.isUint8, vector)) }));
      return { points: points.sort((a, b) => b.score - a.score).slice(0, wanted), largerIsBetter: true };
    }
    case "orderBy": {
      const stored = await scope.plane.engine.retrieve(scope.collection.engineId, candidates, { withPayload: [query.key], withVector: false });
      const start = startOf(query.startFrom);
      const points = stored
        .map((point) => ({ id: point.id, score: orderValue(point.payload, query.path) }))
        .filter((point) => !Number.isNaN(point.score) && (start === undefined || (query.direction === "asc" ? point.score >= start : point.score <= start)))
        .sort((a, b) => (query.direction === "asc" ? a.score - b.score : b.score - a.score));
      return { points: points.slice(0, wanted), largerIsBetter: query.direction === "desc" };
    }
    case "sample":
      return { points: shuffled(candidates).slice(0, wanted).map((pointId) => ({ id: pointId, score: 0 })), largerIsBetter: true };
    case "formula":
      return rescoreWithFormula(scope, query.formula, lists, wanted);
    case "text":
      return textOf(scope, query, { kind: "hasId", ids: candidates }, wanted);
    case "none": {
      // Without a query, the prefetches' points as they come, first list first.
      const [first] = lists;
      return { points: lists.flatMap((list) => list.points).filter((point, index, all) => all.findIndex((other) => other.id === point.id) === index && !excluded.has(point.id)).slice(0, wanted), largerIsBetter: first?.largerIsBetter ?? true };
    }
  }
}

/** The engine's nearest points to `vector` on the stage's vector, among those `filter` passes; with their vectors when asked. */
function searchStage(scope: QueryScope, stage: Stage, vector: VectorValue, filter: FilterNode | undefined, limit: number, exact: boolean, withVector = false): Promise<ScoredStoredPoint[]> {
  return scope.plane.engine.search(scope.collection.engineId, {
    vector,
    using: stage.using,
    filter,
    limit,
    offset: 0,
    scoreThreshold: stage.scoreThreshold,
    exact,
    hnswEf: stage.hnswEf,
    idfCorpus: stage.idf?.corpus,
    withPayload: false,
    withVector: withVector ? [stage.using] : false,
  });
}

async function nearestOf(scope: QueryScope, stage: Stage, vector: VectorValue, filter: FilterNode | undefined, wanted: number, exact: boolean): Promise<RankedList> {
  const found = await searchStage(scope, stage, vector, filter, wanted, exact);
  return { points: found.map(({ id, score }) => ({ id, score })), largerIsBetter: isLargerBetter(stage.distance) };
}

/** The nearest candidates (`candidates_limit`, else as many as wanted) with their vectors, re-ranked for diversity. */
async function mmrOf(scope: QueryScope, stage: Stage, query: Extract<StageQuery, { kind: "mmr" }>, filter: FilterNode | undefined, wanted: number, exact: boolean): Promise<RankedList> {
  const found = await searchStage(scope, stage, query.vector, filter, Math.max(1, query.candidates ?? wanted), exact, true);
  const candidates = found.flatMap(({ id, score, vector }) => {
    const stored = vectorNamed(vector, stage.using);
    return stored ? [{ id, score, vector: comparedStored(stage.distance, stage.isUint8, stored) }] : [];
  });
  return { points: maximalMarginalRelevance(candidates, query.vector, stage.distance, query.lambda, wanted), largerIsBetter: isLargerBetter(stage.distance) };
}

/** The points BM25 ranks first for a text query (1.20), among those `filter` passes. */
async function textOf(scope: QueryScope, query: Extract<StageQuery, { kind: "text" }>, filter: FilterNode | undefined, wanted: number): Promise<RankedList> {
  const { key, nested, text, bm25 } = query;
  const points = await scope.plane.engine.textSearch(scope.collection.engineId, { key, nested, text, bm25, filter, limit: wanted });
  return { points, largerIsBetter: true };
}

/** The `using` vector of each candidate that holds it, prepared as stored. */
async function vectorsOf(scope: QueryScope, using: string, ids: readonly PointId[]): Promise<Map<PointId, StoredVector>> {
  if (ids.length === 0) return new Map();
  const points = await scope.plane.engine.retrieve(scope.collection.engineId, ids, { withPayload: false, withVector: [using] });
  const vectors = new Map<PointId, StoredVector>();
  for (const point of points) {
    const vector = vectorNamed(point.vector, using);
    if (vector) vectors.set(point.id, vector);
  }
  return vectors;
}

/** Every matching point's `using` vector, a page at a time in id order. */
async function forEachVector(scope: QueryScope, using: string, filter: FilterNode | undefined, visit: (id: PointId, vector: StoredVector) => void): Promise<void> {
  for (let offset: PointId | undefined = undefined; ; ) {
    const page = await scope.plane.engine.scroll(scope.collection.engineId, { filter, limit: SCAN_PAGE, offset, withPayload: false, withVector: [using] });
    for (const point of page.points) {
      const vector = vectorNamed(point.vector, using);
      if (vector) visit(point.id, vector);
    }
    if (page.nextOffset === null) return;
    offset = page.nextOffset;
  }
}

function passes(largerIsBetter: boolean, score: number, threshold: number | undefined): boolean {
  if (threshold === undefined) return true;
  return largerIsBetter ? score >= threshold : score <= threshold;
}

/** Keeps the `count` best (larger scores) in place. */
function trim(points: Ranked[], count: number): void {
  points.sort((a, b) => b.score - a.score);
  points.length = Math.min(points.length, count);
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** The first number (or datetime, as epoch milliseconds) at the key: the point's order value; NaN without one. */
function orderValue(payload: Payload | undefined, path: readonly PathItem[]): number {
  for (const value of leavesOf(valuesAt(payload, path))) {
    if (typeof value === "number") return value;
    const time = typeof value === "string" ? parseDatetime(value) : null;
    if (time !== null) return time;
  }
  return Number.NaN;
}

/** A start_from bound as the engine compares it: a number, or a datetime as epoch milliseconds. */
function startOf(value: number | string | undefined): number | undefined {
  if (value === undefined || typeof value === "number") return value;
  return parseDatetime(value) ?? undefined;
}

function withoutIds(filter: FilterNode | undefined, ids: readonly PointId[]): FilterNode | undefined {
  if (ids.length === 0) return filter;
  const exclusion: FilterNode = { kind: "not", child: { kind: "hasId", ids } };
  return filter ? { kind: "and", children: [filter, exclusion] } : exclusion;
}
