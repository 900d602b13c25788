// A query request (or a prefetch) read into a stage: what it ranks by, which
// vector it uses, its filter, bounds and prefetched stages. Everything is
// checked here, before any stage runs: vector names and sizes, point ids whose
// vectors a query takes (from the collection, or `lookup_from` another one of
// the project), fusion with prefetches to fuse. The root's filter holds in
// every prefetch too, so that each spends its limit on points that can be
// returned.
import { isJsonObject } from "../../../contract/qdrant/wording";
import {
  queryKeyOf,
  type ContextPair,
  type ContextQuery,
  type DiscoverQuery,
  type FusionQuery,
  type NearestQuery,
  type OrderByQuery,
  type Prefetch,
  type QueryInterface,
  type RecommendQuery,
  type RrfQuery,
} from "../../../contract/qdrant/query";
import type { VectorInput } from "../../../contract/qdrant/vectors";
import type { Collection } from "../../db/schema";
import type { FilterNode, PointId } from "../../engine/filter-tree";
import { isMultiVector, isSparseVector, type Distance, type SparseVector, type VectorValue } from "../../engine/vector-engine";
import { isSparseName, vectorConfig } from "../collections/collection-vectors";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { wrongInput } from "../qdrant-errors";
import { queryVector } from "../points/vector-inputs";
import { fieldPath } from "../points/search-nearest";
import { storedVectors } from "../points/stored-vectors";
import { DEFAULT_RRF_K } from "./fusion";
import { bestScoreObjective, contextObjective, discoverObjective, prepared, sumScoresObjective, type ContextPairVectors, type Objective } from "./similarity";

export const DEFAULT_LIMIT = 10;

export interface QueryScope {
  plane: DataPlane;
  collection: Collection;
  /** Another collection of the caller's project, as the caller may read it (lookup_from, with_lookup). */
  otherCollection(name: string): Promise<Collection>;
}

export type StageQuery =
  | { kind: "nearest"; vector: VectorValue }
  /** The nearest `candidates` re-ranked by maximal marginal relevance (mmr.ts); each keeps its nearest score. */
  | { kind: "mmr"; vector: VectorValue; lambda: number; candidates?: number }
  /** A custom objective over each candidate's vector (recommend best_score or sum_scores, discover, context): larger is better. */
  | { kind: "objective"; objective: Objective }
  | { kind: "rrf"; k: number; weights?: number[] }
  | { kind: "dbsf" }
  | { kind: "orderBy"; key: string; direction: "asc" | "desc"; startFrom?: number | string }
  | { kind: "sample" }
  /** No query: points in id order (or, over prefetches, as they come). */
  | { kind: "none" };

export interface Stage {
  prefetches: Stage[];
  query: StageQuery;
  /** The vector the query compares ("" for the unnamed one), and its distance (unused by queries that compare no vectors). */
  using: string;
  distance: Distance;
  filter?: FilterNode;
  /** Points never returned: those a query names by id as its examples. */
  excludeIds: PointId[];
  scoreThreshold?: number;
  limit: number;
  exact: boolean;
  hnswEf?: number;
}

/** The stage a request or prefetch at `path` stands for; `parentFilter` is the filter of the stages above. */
export async function planStage(scope: QueryScope, request: Prefetch, path: string, parentFilter: FilterNode | undefined, limit: number): Promise<Stage> {
  const using = request.using ?? "";
  // Only queries that compare vectors name one: fusion, order_by, sample and none work without.
  const comparesVectors = request.query !== undefined && request.query !== null && !["fusion", "rrf", "order_by", "sample"].includes(queryKeyOf(request.query) ?? "");
  const distance = comparesVectors ? distanceOf(scope.collection, using) : "Cosine";
  const own = toFilterTree(request.filter, fieldPath(path, "filter"));
  const filter = own && parentFilter ? { kind: "and" as const, children: [parentFilter, own] } : (own ?? parentFilter);
  const listed = request.prefetch === undefined || request.prefetch === null ? [] : Array.isArray(request.prefetch) ? request.prefetch : [request.prefetch];
  const prefetches: Stage[] = [];
  for (const [index, prefetch] of listed.entries()) {
    const at = Array.isArray(request.prefetch) ? `${fieldPath(path, "prefetch")}[${index}]` : fieldPath(path, "prefetch");
    prefetches.push(await planStage(scope, prefetch, at, filter, prefetch.limit ?? DEFAULT_LIMIT));
  }
  const vectors = await vectorReader(scope, request, using, fieldPath(path, "lookup_from"));
  const { query, excludeIds } = await planQuery(request.query ?? null, fieldPath(path, "query"), { distance, vectors, prefetches: prefetches.length });
  return {
    prefetches,
    query,
    using,
    distance,
    filter,
    excludeIds,
    scoreThreshold: request.score_threshold ?? undefined,
    limit,
    exact: request.params?.exact ?? false,
    hnswEf: request.params?.hnsw_ef || undefined,
  };
}

/** How a vector compares: its distance; a sparse vector's is Dot. */
function distanceOf(collection: Collection, using: string): Distance {
  return isSparseName(collection, using) ? "Dot" : vectorConfig(collection, using).distance;
}

/** Turns a query's vector inputs into vectors: a vector as given, a point id's stored vector (from lookup_from's collection when given). */
interface VectorReader {
  /** A vector input, prepared for the distance; ids are collected as examples. */
  read(input: VectorInput, path: string): Promise<{ vector: VectorValue; id?: PointId }>;
}

async function vectorReader(scope: QueryScope, request: Prefetch, using: string, path: string): Promise<VectorReader> {
  const lookup = request.lookup_from;
  const source = lookup ? await scope.otherCollection(lookup.collection) : scope.collection;
  const sourceVector = lookup ? (lookup.vector ?? "") : using;
  if (lookup) {
    const [theirsSparse, oursSparse] = [isSparseName(source, sourceVector), isSparseName(scope.collection, using)];
    if (theirsSparse !== oursSparse) throw wrongInput(`Conversion between sparse and regular vectors failed: \`${sourceVector}\` of \`${lookup.collection}\` and \`${using}\` differ (${path})`);
    const [theirs, ours] = theirsSparse ? [null, null] : [vectorConfig(source, sourceVector), vectorConfig(scope.collection, using)];
    if (theirs && ours && theirs.size !== ours.size) throw wrongInput(`Vector dimension error: expected dim: ${ours.size}, got ${theirs.size} (${path})`);
  }
  return {
    async read(input, at) {
      if (typeof input !== "number" && typeof input !== "string") return { vector: queryVector(scope.collection, using, input, at) };
      const stored = await storedVectors(scope.plane, source, sourceVector, [input]);
      // A point of another collection is no example to leave out of this one's results.
      return lookup ? { vector: stored.get(input) ?? [] } : { vector: stored.get(input) ?? [], id: input };
    },
  };
}

interface QueryContext {
  distance: Distance;
  vectors: VectorReader;
  prefetches: number;
}

async function planQuery(query: QueryInterface | null, path: string, context: QueryContext): Promise<{ query: StageQuery; excludeIds: PointId[] }> {
  const none = { excludeIds: [] as PointId[] };
  if (query === null) return { query: { kind: "none" }, ...none };
  const key = queryKeyOf(query);
  switch (key) {
    case "nearest": {
      const { nearest, mmr } = query as NearestQuery;
      const read = nearestQuery(await context.vectors.read(nearest, `${path}.nearest`));
      if (!mmr || read.query.kind !== "nearest") return read;
      // Qdrant's default diversity is 0.5; the candidates default to the stage's limit.
      return { ...read, query: { kind: "mmr", vector: read.query.vector, lambda: 1 - (mmr.diversity ?? 0.5), candidates: mmr.candidates_limit ?? undefined } };
    }
    case "recommend":
      return recommendQuery(query as RecommendQuery, `${path}.recommend`, context);
    case "discover": {
      const { target, context: pairs } = (query as DiscoverQuery).discover;
      const read = await context.vectors.read(target, `${path}.discover.target`);
      const contextPairs = await readPairs(pairs ?? [], `${path}.discover.context`, context);
      const objective = discoverObjective(context.distance, prepared(context.distance, read.vector), contextPairs.pairs);
      return { query: { kind: "objective", objective }, excludeIds: [...(read.id === undefined ? [] : [read.id]), ...contextPairs.ids] };
    }
    case "context": {
      const contextPairs = await readPairs((query as ContextQuery).context, `${path}.context`, context);
      if (contextPairs.pairs.length === 0) throw wrongInput("Context query needs at least one pair of positive and negative examples");
      return { query: { kind: "objective", objective: contextObjective(context.distance, contextPairs.pairs) }, excludeIds: contextPairs.ids };
    }
    case "order_by": {
      const orderBy = (query as OrderByQuery).order_by;
      const spec = typeof orderBy === "string" ? { key: orderBy, direction: "asc" as const } : { key: orderBy.key, direction: orderBy.direction ?? "asc", startFrom: orderBy.start_from ?? undefined };
      return { query: { kind: "orderBy", ...spec }, ...none };
    }
    case "fusion":
    case "rrf":
      return { query: fusionQuery(query as FusionQuery | RrfQuery, path, context.prefetches), ...none };
    case "sample":
      return { query: { kind: "sample" }, ...none };
    case undefined: {
      if (isJsonObject(query) && !("indices" in query) && Object.keys(query).length > 0 && !isVectorByName(query)) {
        throw wrongInput(`Query \`${Object.keys(query)[0] ?? ""}\` is not supported by this service`);
      }
      return nearestQuery(await context.vectors.read(query as VectorInput, path));
    }
  }
}

function nearestQuery(read: { vector: VectorValue; id?: PointId }): { query: StageQuery; excludeIds: PointId[] } {
  return { query: { kind: "nearest", vector: read.vector }, excludeIds: read.id === undefined ? [] : [read.id] };
}

/** {"": [...]}: a vector by its name, read as a vector input. */
function isVectorByName(value: Record<string, unknown>): boolean {
  return Object.values(value).every((item) => Array.isArray(item));
}

async function recommendQuery({ recommend }: RecommendQuery, path: string, context: QueryContext): Promise<{ query: StageQuery; excludeIds: PointId[] }> {
  const strategy = recommend.strategy ?? "average_vector";
  const read = async (side: "positive" | "negative") => {
    const inputs = recommend[side] ?? [];
    const vectors: VectorValue[] = [];
    const ids: PointId[] = [];
    for (const [index, input] of inputs.entries()) {
      const example = await context.vectors.read(input, `${path}.${side}[${index}]`);
      vectors.push(example.vector);
      if (example.id !== undefined) ids.push(example.id);
    }
    return { vectors, ids };
  };
  const [positive, negative] = [await read("positive"), await read("negative")];
  const excludeIds = [...positive.ids, ...negative.ids];
  if (strategy === "average_vector") {
    if (positive.vectors.length === 0) throw wrongInput("Positive vectors should not be empty with `average` strategy");
    return { query: { kind: "nearest", vector: averageVector(positive.vectors, negative.vectors) }, excludeIds };
  }
  if (positive.vectors.length + negative.vectors.length === 0) throw wrongInput("At least one positive or negative example is required");
  const [positives, negatives] = [positive.vectors, negative.vectors].map((vectors) => vectors.map((vector) => prepared(context.distance, vector))) as [VectorValue[], VectorValue[]];
  const objective = strategy === "best_score" ? bestScoreObjective(context.distance, positives, negatives) : sumScoresObjective(context.distance, positives, negatives);
  return { query: { kind: "objective", objective }, excludeIds };
}

/** avg(positive), or avg(positive) + (avg(positive) - avg(negative)); of sparse vectors, over the dimensions any of them holds. */
export function averageVector(positives: readonly VectorValue[], negatives: readonly VectorValue[]): VectorValue {
  if ([...positives, ...negatives].some(isMultiVector)) throw wrongInput("The average_vector strategy does not apply to multi-vectors: use best_score or sum_scores");
  if (positives.some(isSparseVector)) return averageSparse(positives as SparseVector[], negatives as SparseVector[]);
  return averageDense(positives as number[][], negatives as number[][]);
}

function averageSparse(positives: readonly SparseVector[], negatives: readonly SparseVector[]): SparseVector {
  const mean = (vectors: readonly SparseVector[]) => {
    const sum = new Map<number, number>();
    for (const { indices, values } of vectors) indices.forEach((index, i) => sum.set(index, (sum.get(index) ?? 0) + (values[i] ?? 0) / vectors.length));
    return sum;
  };
  const positive = mean(positives);
  const negative = negatives.length === 0 ? null : mean(negatives);
  const indices = [...new Set([...positive.keys(), ...(negative?.keys() ?? [])])].sort((a, b) => a - b);
  const valueAt = (index: number) => (negative ? 2 * (positive.get(index) ?? 0) - (negative.get(index) ?? 0) : (positive.get(index) ?? 0));
  return { indices, values: indices.map(valueAt) };
}

function averageDense(positives: readonly number[][], negatives: readonly number[][]): number[] {
  const mean = (vectors: readonly number[][]) => {
    const sum = new Array<number>(vectors[0]?.length ?? 0).fill(0);
    for (const vector of vectors) vector.forEach((value, index) => (sum[index] = (sum[index] ?? 0) + value));
    return sum.map((value) => value / vectors.length);
  };
  const positive = mean(positives);
  if (negatives.length === 0) return positive;
  const negative = mean(negatives);
  return positive.map((value, index) => 2 * value - (negative[index] ?? 0));
}

async function readPairs(pairs: ContextPair | ContextPair[], path: string, context: QueryContext): Promise<{ pairs: ContextPairVectors[]; ids: PointId[] }> {
  const list = Array.isArray(pairs) ? pairs : [pairs];
  const read: ContextPairVectors[] = [];
  const ids: PointId[] = [];
  for (const [index, pair] of list.entries()) {
    const at = Array.isArray(pairs) ? `${path}[${index}]` : path;
    const positive = await context.vectors.read(pair.positive, `${at}.positive`);
    const negative = await context.vectors.read(pair.negative, `${at}.negative`);
    read.push({ positive: prepared(context.distance, positive.vector), negative: prepared(context.distance, negative.vector) });
    for (const id of [positive.id, negative.id]) if (id !== undefined) ids.push(id);
  }
  return { pairs: read, ids };
}

function fusionQuery(query: FusionQuery | RrfQuery, path: string, prefetches: number): StageQuery {
  if (prefetches === 0) throw wrongInput(`Fusion queries need prefetches to fuse: give \`prefetch\` with the searches to combine (${path})`);
  if ("fusion" in query) return query.fusion === "rrf" ? { kind: "rrf", k: DEFAULT_RRF_K } : { kind: "dbsf" };
  const weights = query.rrf.weights ?? undefined;
  if (weights && weights.length !== prefetches) {
    throw wrongInput(`Number of weights in RRF should match number of pre-fetches: got ${weights.length}, expected ${prefetches}`);
  }
  return { kind: "rrf", k: query.rrf.k ?? DEFAULT_RRF_K, weights };
}
