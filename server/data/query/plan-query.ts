// A query request (or a prefetch) read into a stage: what it ranks by
// (plan-stage-query.ts), which vector it uses, its filter, bounds and
// prefetched stages. Everything is checked here, before any stage runs:
// vector names and sizes, point ids whose vectors a query takes (from the
// collection, or `lookup_from` another one of the project), fusion and
// formulas with prefetches to work on. The root's filter holds in every
// prefetch too (the shard keys the request names among it), and so does the
// exclusion of the examples named by id anywhere in the request, so that each
// prefetch spends its limit on points that can be returned. The older
// endpoints (search, recommend, discover and their groups) are planned here
// too, as the query requests they stand for (points/translate-requests.ts).
import { queryKeyOf, type Prefetch, type TextQuery } from "../../../contract/qdrant/query";
import type { ShardKeySelector } from "../../../contract/qdrant/shard-keys";
import type { Collection } from "../../db/schema";
import type { FilterNode, PointId } from "../../engine/filter/filter-tree";
import type { Distance } from "../../engine/vector-engine";
import { isSparseName, vectorConfig } from "../collections/collection-vectors";
import { toFilterTree } from "../filters/parse-filter";
import { badRequest } from "../qdrant-errors";
import { querySlots } from "../inference/document-slots";
import { embedDocuments } from "../inference/embed-documents";
import { shardScope } from "../shard-keys/shard-scope";
import { planIdf } from "./plan-idf";
import { planStageQuery } from "./plan-stage-query";
import { planTextQuery } from "./plan-text-query";
import type { QueryScope } from "./query-scope";
import type { Stage } from "./stage";
import { vectorReader } from "./vector-reader";

export const DEFAULT_LIMIT = 10;

/** Only queries that compare vectors name one: fusion, order_by, sample, formula (and no query) work without; a text query's `using` names a payload field. */
const WITHOUT_VECTORS: ReadonlySet<string> = new Set(["fusion", "rrf", "order_by", "sample", "formula", "text"]);

export type RootRequest = Prefetch & { shard_key?: ShardKeySelector | null };

/** A request to plan, and where it sits in the body the caller sent, for messages. */
export interface PlacedRequest<Request extends RootRequest = RootRequest> {
  request: Request;
  /** "" at the body's root, "searches[1]" in a batch. */
  path: string;
  /**
   * Set for a search body (points/search, its batch and groups), whose nearest query this request is: where that body
   * holds the vector ("vector", or "vector.vector" in the named form), as messages name it. A search body holds vectors
   * only, so nothing in it is embedded: text ({"text", "model"}) is refused with the other vector checks.
   */
  searchVectorAt?: string;
}

/** The stage a whole request stands for, within the shard keys it names (a filter every stage inherits). */
export async function planRoot(scope: QueryScope, { request, path, searchVectorAt }: PlacedRequest, limit: number): Promise<Stage> {
  const shards = shardScope(scope.collection, request.shard_key, "read");
  // Text to search with ({"text", "model"}) becomes the model's query vector before anything reads the request's vectors.
  if (searchVectorAt === undefined) await embedDocuments(scope.plane.models, scope.collection, querySlots(request, path === "" ? "" : `${path}.`), "query");
  return planStage(scope, request, path, shards, limit, searchVectorAt);
}

/** "filter" at the body's root, "searches[1].filter" in a batch. */
export function fieldPath(path: string, field: string): string {
  return path ? `${path}.${field}` : field;
}

/** The stage a request or prefetch at `path` stands for; `parentFilter` is the filter of the stages above. */
async function planStage(scope: QueryScope, request: Prefetch, path: string, parentFilter: FilterNode | undefined, limit: number, searchVectorAt?: string): Promise<Stage> {
  checkStage(request);
  const using = request.using ?? "";
  const comparesVectors = request.query !== undefined && request.query !== null && !WITHOUT_VECTORS.has(queryKeyOf(request.query) ?? "");
  const { distance, isUint8 } = comparesVectors ? comparisonOf(scope.collection, using) : { distance: "Cosine" as const, isUint8: false };
  const own = toFilterTree(request.filter, fieldPath(path, "filter"));
  const filter = own && parentFilter ? { kind: "and" as const, children: [parentFilter, own] } : (own ?? parentFilter);
  const listed = request.prefetch === undefined || request.prefetch === null ? [] : Array.isArray(request.prefetch) ? request.prefetch : [request.prefetch];
  const prefetches: Stage[] = [];
  for (const [index, prefetch] of listed.entries()) {
    const at = Array.isArray(request.prefetch) ? `${fieldPath(path, "prefetch")}[${index}]` : fieldPath(path, "prefetch");
    prefetches.push(await planStage(scope, prefetch, at, filter, prefetch.limit ?? DEFAULT_LIMIT));
  }
  const vectors = await vectorReader(scope, request, using, fieldPath(path, "lookup_from"));
  const context = { distance, isUint8, vectors, prefetches: prefetches.length, searchVectorAt, text: (query: TextQuery) => planTextQuery(scope, query, using) };
  const { query, excludeIds: ownExamples } = await planStageQuery(request.query ?? null, fieldPath(path, "query"), context);
  // Qdrant leaves every example named by id anywhere in the request out of every stage: its root filter, which each prefetch inherits.
  const excludeIds = [...new Set([...ownExamples, ...prefetches.flatMap((prefetch) => prefetch.excludeIds)])];
  return {
    prefetches: prefetches.map((prefetch) => withExcluded(prefetch, excludeIds)),
    query,
    using,
    distance,
    isUint8,
    filter,
    excludeIds,
    scoreThreshold: request.score_threshold ?? undefined,
    limit,
    exact: request.params?.exact ?? false,
    hnswEf: request.params?.hnsw_ef || undefined,
    idf: planIdf(scope.collection, request.params?.idf, using, comparesVectors, fieldPath(path, "params.idf")),
  };
}

/** What Qdrant refuses of any request or prefetch before it plans it (CollectionQueryRequest::validation), in its order and words. */
function checkStage({ query, prefetch, score_threshold: threshold, using }: Prefetch): void {
  const key = query === undefined || query === null ? undefined : (queryKeyOf(query) ?? "nearest");
  const hasPrefetches = Array.isArray(prefetch) ? prefetch.length > 0 : prefetch !== undefined && prefetch !== null;
  if (hasPrefetches && key === undefined) throw badRequest("A query is needed to merge the prefetches. Can't have prefetches without defining a query.");
  if (threshold !== undefined && threshold !== null) {
    if (key === "order_by") throw badRequest("Can't use score_threshold with an order_by query.");
    if (key === undefined) throw badRequest("A query is needed to use the score_threshold. Can't have score_threshold without defining a query.");
  }
  if ((key === "fusion" || key === "rrf") && (using ?? "") !== "") throw badRequest("Fusion queries cannot be combined with the 'using' field.");
}

function withExcluded(stage: Stage, ids: readonly PointId[]): Stage {
  if (ids.length === stage.excludeIds.length) return stage;
  return { ...stage, excludeIds: [...ids], prefetches: stage.prefetches.map((prefetch) => withExcluded(prefetch, ids)) };
}

/** How a vector compares: its distance (a sparse vector's is Dot), and whether it holds bytes (uint8). */
function comparisonOf(collection: Collection, using: string): { distance: Distance; isUint8: boolean } {
  if (isSparseName(collection, using)) return { distance: "Dot", isUint8: false };
  const { distance, isUint8 } = vectorConfig(collection, using);
  return { distance, isUint8 };
}
