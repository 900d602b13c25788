// What each data-plane route takes from its collection's rate limits
// (rate-limits.ts), as Qdrant's shards charge them: reads
// (LocalShard::check_read_rate_limiter) the searches and scrolls they run
// (search-cost.ts), after the point ids they name as examples, which are
// retrieved first (one token each); writes (ReplicaSet's write rate limiter)
// one token per point they touch, at least 1: the points given, or for a
// filter the points it matches now (Qdrant estimates them from its indexes).
// Each operation of a batch of writes is charged in turn, before any is
// applied (the batch is checked whole first here). The search matrix is
// charged as Qdrant runs it: its sample (a scroll), then a search of each
// sampled point (one vector and one has_id condition). Creating an index or a
// named vector is not charged: Qdrant applies them through consensus, not a
// shard's update path.
import type { DataRouteBody, DataRouteDeclaration } from "../../../contract/qdrant/data-route";
import type { Filter } from "../../../contract/qdrant/filters";
import type { UpdateOperation } from "../../../contract/qdrant/update-operations";
import { pointRoutes } from "../../../contract/qdrant/routes/points-routes";
import { searchRoutes } from "../../../contract/qdrant/routes/search-routes";
import type { RateKind } from "./rate-limits";
import { idCount, pairInputs, pairsCost, queryCosts, recommendCost, requestIds, scrollCost, searchCost, vectorCost } from "./search-cost";
import type { StrictContext } from "./strict-context";

/** Qdrant's default sample of the search matrix. */
const DEFAULT_MATRIX_SAMPLE = 10;

export interface RouteRate {
  kind: RateKind;
  /** The tokens of each operation the request runs, in the order it runs them. */
  costs(body: unknown, context: StrictContext): number[] | Promise<number[]>;
}

const RATES = new Map<DataRouteDeclaration, RouteRate>();

function rate<D extends DataRouteDeclaration>(route: D, kind: RateKind, costs: (body: DataRouteBody<D>, context: StrictContext) => number[] | Promise<number[]>): void {
  RATES.set(route, { kind, costs: costs as RouteRate["costs"] });
}

/** The route's charge; undefined for a route no rate limit counts. */
export function routeRateOf(route: DataRouteDeclaration): RouteRate | undefined {
  return RATES.get(route);
}

/** Point ids retrieved first (when there are any), then the searches. */
function withLookups(ids: number, searches: readonly number[]): number[] {
  return ids > 0 ? [ids, ...searches] : [...searches];
}

/** A batch's requests' lookups at once, then their searches at once (withLookups' costs of each request). */
function batchCosts(requests: readonly (readonly number[])[]): number[] {
  const lookups = requests.reduce((total, costs) => total + (costs.length > 1 ? (costs[0] ?? 0) : 0), 0);
  return withLookups(lookups, [requests.reduce((total, costs) => total + (costs.at(-1) ?? 0), 0)]);
}

type SimilarityRequest = { filter?: Filter | null };

const searchCosts = (body: { vector: unknown } & SimilarityRequest) => [searchCost(vectorCost(isNamedVector(body.vector) ? body.vector.vector : body.vector), body.filter)];
const recommendCosts = (body: Parameters<typeof recommendCost>[0] & SimilarityRequest) =>
  withLookups(idCount([...(body.positive ?? []), ...(body.negative ?? [])]), [searchCost(recommendCost(body), body.filter)]);
const discoverCosts = (body: { target?: unknown; context?: Parameters<typeof pairsCost>[1] } & SimilarityRequest) =>
  withLookups(idCount([body.target, ...pairInputs(body.context)]), [searchCost(pairsCost(body.target, body.context), body.filter)]);

rate(searchRoutes.scroll, "read", (body) => [scrollCost(body.filter)]);
rate(searchRoutes.count, "read", (body) => [scrollCost(body.filter)]);
rate(searchRoutes.facet, "read", (body) => [scrollCost(body.filter)]);
rate(searchRoutes.matrixPairs, "read", (body) => [scrollCost(body.filter), (body.sample ?? DEFAULT_MATRIX_SAMPLE) * 2]);
rate(searchRoutes.matrixOffsets, "read", (body) => [scrollCost(body.filter), (body.sample ?? DEFAULT_MATRIX_SAMPLE) * 2]);
rate(searchRoutes.search, "read", searchCosts);
rate(searchRoutes.searchBatch, "read", ({ searches }) => [searches.flatMap(searchCosts).reduce(sum, 0)]);
rate(searchRoutes.searchGroups, "read", searchCosts);
rate(searchRoutes.recommend, "read", recommendCosts);
rate(searchRoutes.recommendBatch, "read", ({ searches }) => batchCosts(searches.map(recommendCosts)));
rate(searchRoutes.recommendGroups, "read", recommendCosts);
rate(searchRoutes.discover, "read", discoverCosts);
rate(searchRoutes.discoverBatch, "read", ({ searches }) => batchCosts(searches.map(discoverCosts)));
rate(searchRoutes.query, "read", (body) => withLookups(requestIds(body), [queryCosts(body).reduce(sum, 0)]));
rate(searchRoutes.queryBatch, "read", ({ searches }) => withLookups(searches.reduce((total, body) => total + requestIds(body), 0), [searches.flatMap((body) => queryCosts(body)).reduce(sum, 0)]));
rate(searchRoutes.queryGroups, "read", (body) => withLookups(requestIds(body), [queryCosts(body).reduce(sum, 0)]));
rate(pointRoutes.get, "read", () => [1]);
rate(pointRoutes.retrieve, "read", (body) => [body.ids.length]);

rate(pointRoutes.upsert, "write", (body, context) => writeCosts([{ upsert: body }], context));
rate(pointRoutes.delete, "write", (body, context) => writeCosts([{ delete: body }], context));
rate(pointRoutes.updateVectors, "write", (body, context) => writeCosts([{ update_vectors: body }], context));
rate(pointRoutes.deleteVectors, "write", (body, context) => writeCosts([{ delete_vectors: body }], context));
rate(pointRoutes.setPayload, "write", (body, context) => writeCosts([{ set_payload: body }], context));
rate(pointRoutes.overwritePayload, "write", (body, context) => writeCosts([{ overwrite_payload: body }], context));
rate(pointRoutes.deletePayload, "write", (body, context) => writeCosts([{ delete_payload: body }], context));
rate(pointRoutes.clearPayload, "write", (body, context) => writeCosts([{ clear_payload: body }], context));
rate(pointRoutes.batch, "write", ({ operations }, context) => writeCosts(operations, context));

/** Each write's points: those it lists, or those its filter matches; at least 1. */
async function writeCosts(operations: readonly UpdateOperation[], context: StrictContext): Promise<number[]> {
  const costs: number[] = [];
  for (const operation of operations) {
    const points = await touchedPoints(operation, context);
    costs.push(Math.max(1, points));
  }
  return costs;
}

async function touchedPoints(operation: UpdateOperation, context: StrictContext): Promise<number> {
  if ("upsert" in operation) return "batch" in operation.upsert ? operation.upsert.batch.ids.length : operation.upsert.points.length;
  if ("update_vectors" in operation) return operation.update_vectors.points.length;
  const selector =
    "delete" in operation
      ? operation.delete
      : "set_payload" in operation
        ? operation.set_payload
        : "overwrite_payload" in operation
          ? operation.overwrite_payload
          : "delete_payload" in operation
            ? operation.delete_payload
            : "clear_payload" in operation
              ? operation.clear_payload
              : operation.delete_vectors;
  if (selector.points) return selector.points.length;
  return selector.filter ? context.countMatching(selector.filter) : 0;
}

function isNamedVector(vector: unknown): vector is { name: string; vector: unknown } {
  return typeof vector === "object" && vector !== null && "name" in vector && "vector" in vector;
}

function sum(total: number, cost: number): number {
  return total + cost;
}
