// What one stage of a query ranks by (plan-query.ts plans the stages): a
// vector (nearest, or nearest re-ranked by mmr), recommend with each strategy,
// discover, context, relevance_feedback, order_by, fusion (rrf, dbsf), sample,
// a formula over the prefetches, or BM25 over a text index (1.20's text). Vectors and point ids are read here
// (vector-reader.ts), and what Qdrant refuses while converting a query is
// refused here, in its words, before any stage runs.
import { isJsonObject } from "../../../contract/qdrant/wording";
import {
  queryKeyOf,
  type ContextPair,
  type ContextQuery,
  type DiscoverQuery,
  type FusionQuery,
  type NearestQuery,
  type OrderByQuery,
  type QueryInterface,
  type RecommendQuery,
  type RelevanceFeedbackQuery,
  type RrfQuery,
  type TextQuery,
} from "../../../contract/qdrant/query";
import type { FormulaQuery } from "../../../contract/qdrant/formula";
import type { VectorInput } from "../../../contract/qdrant/vectors";
import type { PointId } from "../../engine/filter/filter-tree";
import { readKeyPath } from "../../engine/payload/json-path";
import type { Distance, VectorValue } from "../../engine/vector-engine";
import { wrongInput } from "../qdrant-errors";
import { parseFormula } from "./formula/parse-formula";
import { averageVector } from "./average-vector";
import { DEFAULT_RRF_K } from "./fusion";
import type { StageQuery } from "./stage";
import {
  bestScoreObjective,
  contextObjective,
  discoverObjective,
  naiveFeedbackObjective,
  prepared,
  sumScoresObjective,
  type ContextPairVectors,
  type FeedbackExample,
} from "./similarity";
import type { VectorReader } from "./vector-reader";

export interface QueryContext {
  distance: Distance;
  /** The vector holds bytes (datatype uint8): a query vector made here (average_vector) is made bytes, as Qdrant casts every query of such a vector. */
  isUint8: boolean;
  vectors: VectorReader;
  prefetches: number;
  /** Where a search body holds the vector of the nearest query (planRoot's `searchVectorAt`), for messages. */
  searchVectorAt?: string;
  /** A text query (1.20) planned against the field `using` names (plan-text-query.ts). */
  text(query: TextQuery): Promise<StageQuery>;
}

/** What the query at `path` ranks by, and the points it names by id as examples. */
export async function planStageQuery(query: QueryInterface | null, path: string, context: QueryContext): Promise<{ query: StageQuery; excludeIds: PointId[] }> {
  const none = { excludeIds: [] as PointId[] };
  if (query === null) return { query: { kind: "none" }, ...none };
  const key = queryKeyOf(query);
  switch (key) {
    case "nearest": {
      const { nearest, mmr } = query as NearestQuery;
      const read = nearestQuery(await context.vectors.read(nearest, context.searchVectorAt ?? `${path}.nearest`));
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
      return { query: { kind: "orderBy", ...spec, path: readKeyPath(spec.key) }, ...none };
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
    case "text":
      return { query: await context.text(query as TextQuery), ...none };
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
      // An example point without the vector is skipped, as Qdrant's resolve_reco_reference does; it is still left out of the results.
      const example = await context.vectors.readExample(input, `${path}.${side}[${index}]`);
      if (example.vector) vectors.push(example.vector);
      if (example.id !== undefined) ids.push(example.id);
    }
    return { vectors, ids };
  };
  const [positive, negative] = [await read("positive"), await read("negative")];
  const excludeIds = [...positive.ids, ...negative.ids];
  if (strategy === "average_vector") {
    if (positive.vectors.length === 0) throw wrongInput("Positive vectors should not be empty with `average` strategy");
    return { query: { kind: "nearest", vector: averageVector(positive.vectors, negative.vectors, context.isUint8) }, excludeIds };
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
