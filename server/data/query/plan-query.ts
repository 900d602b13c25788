// A query request (or a prefetch) read into a stage: what it ranks by, which
// vector it uses, its filter, bounds and prefetched stages. Everything is
// checked here, before any stage runs: vector names and sizes, point ids whose
// vectors a query takes (from the collection, or `lookup_from` another one of
// the project), fusion and formulas with prefetches to work on. The root's
// filter holds in every prefetch too (the shard keys the request names among
// it), and so does the exclusion of the examples named by id anywhere in the
// request, so that each prefetch spends its limit on points that can be returned.
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
  type RelevanceFeedbackQuery,
  type RrfQuery,
} from "../../../contract/qdrant/query";
import type { FormulaQuery } from "../../../contract/qdrant/formula";
import type { ShardKeySelector } from "../../../contract/qdrant/shard-keys";
import type { VectorInput } from "../../../contract/qdrant/vectors";
import type { Collection } from "../../db/schema";
import type { FilterNode, PointId } from "../../engine/filter/filter-tree";
import type { Distance, VectorValue } from "../../engine/vector-engine";
import { isSparseName, vectorConfig } from "../collections/collection-vectors";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { querySlots } from "../inference/document-slots";
import { embedDocuments } from "../inference/embed-documents";
import { wrongInput } from "../qdrant-errors";
import { queryVector } from "../points/vector-inputs";
import { fieldPath } from "../points/search-nearest";
import { storedVectors } from "../points/stored-vectors";
import { shardScope } from "../shard-keys/shard-scope";
import { parseFormula, type ParsedFormula } from "./formula/parse-formula";
import { averageVector } from "./average-vector";
import { DEFAULT_RRF_K } from "./fusion";
import {
  bestScoreObjective,
  contextObjective,
  discoverObjective,
  naiveFeedbackObjective,
  prepared,
  sumScoresObjective,
  type ContextPairVectors,
  type FeedbackExample,
  type Objective,
} from "./similarity";

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
  /** A custom objective over each candidate's vector (recommend best_score or sum_scores, discover, context, relevance_feedback): larger is better. */
  | { kind: "objective"; objective: Objective }
  | { kind: "rrf"; k: number; weights?: number[] }
  | { kind: "dbsf" }
  | { kind: "orderBy"; key: string; direction: "asc" | "desc"; startFrom?: number | string }
  | { kind: "sample" }
  /** The prefetches' points re-scored by a formula (formula/): larger is better. */
  | { kind: "formula"; formula: ParsedFormula }
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

/** The stage a whole request stands for, within the shard keys it names (a filter every stage inherits). */
export async function planRoot(scope: QueryScope, request: Prefetch & { shard_key?: ShardKeySelector | null }, path: string, limit: number): Promise<Stage> {
  const shards = shardScope(scope.collection, request.shard_key, "read");
  // Text to search with ({"text", "model"}) becomes the model's query vector before anything reads the request's vectors.
  await embedDocuments(scope.plane.models, scope.collection, querySlots(request, path === "" ? "" : `${path}.`), "query");
  return planStage(scope, request, path, shards, limit);
}

/** The stage a request or prefetch at `path` stands for; `parentFilter` is the filter of the stages above. */
export async function planStage(scope: QueryScope, request: Prefetch, path: string, parentFilter: FilterNode | undefined, limit: number): Promise<Stage> {
  const using = request.using ?? "";
  // Only queries that compare vectors name one: fusion, order_by, sample, formula and none work without.
  const comparesVectors = request.query !== undefined && request.query !== null && !["fusion", "rrf", "order_by", "sample", "formula"].includes(queryKeyOf(request.query) ?? "");
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
  const { query, excludeIds: ownExamples } = await planQuery(request.query ?? null, fieldPath(path, "query"), { distance, vectors, prefetches: prefetches.length });
  // Qdrant leaves every example named by id anywhere in the request out of every stage: its root filter, which each prefetch inherits.
  const excludeIds = [...new Set([...ownExamples, ...prefetches.flatMap((prefetch) => prefetch.excludeIds)])];
  return {
    prefetches: prefetches.map((prefetch) => withExcluded(prefetch, excludeIds)),
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

function withExcluded(stage: Stage, ids: readonly PointId[]): Stage {
  if (ids.length === stage.excludeIds.length) return stage;
  return { ...stage, excludeIds: [...ids], prefetches: stage.prefetches.map((prefetch) => withExcluded(prefetch, ids)) };
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
  // Examples by id come from every point of this collection, or from lookup_from's shard keys (as Qdrant fetches them).
  const lookupShards = lookup ? shardScope(source, lookup.shard_key, "read") : undefined;
  if (lookup) {
    const [theirsSparse, oursSparse] = [isSparseName(source, sourceVector), isSparseName(scope.collection, using)];
    if (theirsSparse !== oursSparse) throw wrongInput(`Conversion between sparse and regular vectors failed: \`${sourceVector}\` of \`${lookup.collection}\` and \`${using}\` differ (${path})`);
    const [theirs, ours] = theirsSparse ? [null, null] : [vectorConfig(source, sourceVector), vectorConfig(scope.collection, using)];
    if (theirs && ours && theirs.size !== ours.size) throw wrongInput(`Vector dimension error: expected dim: ${ours.size}, got ${theirs.size} (${path})`);
  }
  return {
    async read(input, at) {
      if (typeof input !== "number" && typeof input !== "string") return { vector: queryVector(scope.collection, using, input, at) };
      const stored = await storedVectors(scope.plane, source, sourceVector, [input], lookupShards);
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
    case "formula": {
      const formula = parseFormula(query as FormulaQuery, path);
      if (context.prefetches === 0) throw wrongInput("Validation failed: cannot apply Formula without prefetches");
      return { query: { kind: "formula", formula }, ...none };
    }
    case "relevance_feedback":
      return feedbackQuery(query as RelevanceFeedbackQuery, `${path}.relevance_feedback`, context);
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

/** relevance_feedback: the target and every example read as vectors (point ids looked up as recommend's are), and left out of the results. */
async function feedbackQuery({ relevance_feedback: input }: RelevanceFeedbackQuery, path: string, context: QueryContext): Promise<{ query: StageQuery; excludeIds: PointId[] }> {
  const target = await context.vectors.read(input.target, `${path}.target`);
  const examples: FeedbackExample[] = [];
  const excludeIds = target.id === undefined ? [] : [target.id];
  for (const [index, item] of input.feedback.entries()) {
    const example = await context.vectors.read(item.example, `${path}.feedback[${index}].example`);
    examples.push({ vector: prepared(context.distance, example.vector), score: item.score });
    if (example.id !== undefined) excludeIds.push(example.id);
  }
  const objective = naiveFeedbackObjective(context.distance, prepared(context.distance, target.vector), examples, input.strategy.naive);
  return { query: { kind: "objective", objective }, excludeIds };
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
