// What strict mode checks on each data-plane route, as Qdrant's REST handlers
// do (src/actix/api/*.rs and src/common/update.rs, each through
// collection_verification.rs): the request as Qdrant reads it (limits at their
// defaults where Qdrant fills them in before checking: a query's 10, a
// group's 3 hits; a count's exact at true), a batch's size before its
// requests, and the ?timeout= last (except a batch of writes, whose every
// operation is checked with its timeout in turn, and where an empty batch
// checks nothing). Retrieving points by id checks the timeout only. Routes not
// listed (collections, aliases, dropping an index, shard keys) are not checked:
// Qdrant does not check them either.
import type { DataRouteBody, DataRouteDeclaration } from "../../../contract/qdrant/data-route";
import type { UpdateOperation } from "../../../contract/qdrant/update-operations";
import { indexRoutes } from "../../../contract/qdrant/routes/indexes-routes";
import { pointRoutes } from "../../../contract/qdrant/routes/points-routes";
import { searchRoutes } from "../../../contract/qdrant/routes/search-routes";
import { vectorNameRoutes } from "../../../contract/qdrant/routes/vector-names-routes";
import { checkGroupingField } from "./check-grouping-field";
import { checkIndexCount } from "./check-index-count";
import { checkLimit } from "./check-limit";
import { checkQuery, checkQueryItself, DEFAULT_QUERY_LIMIT, prefetchesOf } from "./check-query";
import { checkRequest } from "./check-request";
import { checkUpdateOperation } from "./check-update-operation";
import type { StrictContext } from "./strict-context";

/** Qdrant's CollectionQueryRequest::DEFAULT_GROUP_SIZE. */
const DEFAULT_GROUP_SIZE = 3;

export interface RouteCheck {
  check(body: unknown, context: StrictContext): void | Promise<void>;
  /** The route checks the timeout itself (a batch of writes, after each operation). */
  hasOwnTimeout?: boolean;
}

const CHECKS = new Map<DataRouteDeclaration, RouteCheck>();

function on<D extends DataRouteDeclaration>(route: D, check: (body: DataRouteBody<D>, context: StrictContext) => void | Promise<void>, hasOwnTimeout = false): void {
  CHECKS.set(route, { check: check as RouteCheck["check"], hasOwnTimeout });
}

/** The route's checks; undefined for a route strict mode does not check. */
export function routeCheckOf(route: DataRouteDeclaration): RouteCheck | undefined {
  return CHECKS.get(route);
}

/** The request's ?timeout= against max_timeout (Qdrant's check_timeout), once the request's own checks have passed. */
export function checkTimeout(timeout: number | undefined, context: StrictContext): void {
  checkLimit(timeout, context.config.max_timeout, "timeout");
}

/** A batch of searches: its size against search_max_batchsize, then each request. */
async function checkBatch<Request>(searches: readonly Request[], context: StrictContext, check: (request: Request) => void | Promise<void>): Promise<void> {
  checkLimit(searches.length, context.config.search_max_batchsize, "search batch size");
  for (const request of searches) await check(request);
}

// Reads by filter.
on(searchRoutes.scroll, (body, context) => checkRequest({ limit: body.limit, readFilter: body.filter }, context));
on(searchRoutes.count, (body, context) => checkRequest({ readFilter: body.filter, exact: body.exact ?? true }, context));
on(searchRoutes.facet, (body, context) => checkRequest({ limit: body.limit, readFilter: body.filter, exact: body.exact }, context));
on(searchRoutes.matrixPairs, (body, context) => checkRequest({ limit: matrixLimit(body), readFilter: body.filter }, context));
on(searchRoutes.matrixOffsets, (body, context) => checkRequest({ limit: matrixLimit(body), readFilter: body.filter }, context));

// Reads by similarity: the older endpoints, alone and in batches.
on(searchRoutes.search, (body, context) => checkRequest({ limit: body.limit, readFilter: body.filter, params: body.params }, context));
on(searchRoutes.searchBatch, ({ searches }, context) => checkBatch(searches, context, (body) => checkRequest({ limit: body.limit, readFilter: body.filter, params: body.params }, context)));
on(searchRoutes.recommend, (body, context) => checkRequest({ limit: body.limit, readFilter: body.filter, params: body.params }, context));
on(searchRoutes.recommendBatch, ({ searches }, context) => checkBatch(searches, context, (body) => checkRequest({ limit: body.limit, readFilter: body.filter, params: body.params }, context)));
on(searchRoutes.discover, (body, context) => checkRequest({ limit: body.limit, readFilter: body.filter, params: body.params }, context));
on(searchRoutes.discoverBatch, ({ searches }, context) => checkBatch(searches, context, (body) => checkRequest({ limit: body.limit, readFilter: body.filter, params: body.params }, context)));

// The query API.
on(searchRoutes.query, (body, context) => checkQuery(body, context));
on(searchRoutes.queryBatch, ({ searches }, context) => checkBatch(searches, context, (body) => checkQuery(body, context)));

// Groups: hits in all, group_by matchable (search/groups and query/groups only, as in Qdrant). query/groups checks
// its own query and no prefetch (CollectionQueryGroupsRequest's check_custom).
on(searchRoutes.searchGroups, (body, context) => {
  checkGroupingField(body.group_by, context);
  checkRequest({ limit: body.limit * body.group_size, readFilter: body.filter, params: body.params }, context);
});
on(searchRoutes.recommendGroups, (body, context) => checkRequest({ limit: body.limit * body.group_size, readFilter: body.filter, params: body.params }, context));
on(searchRoutes.queryGroups, (body, context) => {
  checkQueryItself(body, context, prefetchesOf(body).length === 0);
  checkGroupingField(body.group_by, context);
  const limit = (body.limit ?? body.top ?? DEFAULT_QUERY_LIMIT) * (body.group_size ?? DEFAULT_GROUP_SIZE);
  checkRequest({ limit, readFilter: body.filter, params: body.params }, context);
});

// Reads by id: the timeout only.
on(pointRoutes.get, () => undefined);
on(pointRoutes.retrieve, () => undefined);

// Writes, alone and in a batch.
on(pointRoutes.upsert, (body, context) => checkUpdateOperation({ upsert: body }, context));
on(pointRoutes.delete, (body, context) => checkUpdateOperation({ delete: body }, context));
on(pointRoutes.updateVectors, (body, context) => checkUpdateOperation({ update_vectors: body }, context));
on(pointRoutes.deleteVectors, (body, context) => checkUpdateOperation({ delete_vectors: body }, context));
on(pointRoutes.setPayload, (body, context) => checkUpdateOperation({ set_payload: body }, context));
on(pointRoutes.overwritePayload, (body, context) => checkUpdateOperation({ overwrite_payload: body }, context));
on(pointRoutes.deletePayload, (body, context) => checkUpdateOperation({ delete_payload: body }, context));
on(pointRoutes.clearPayload, (body, context) => checkUpdateOperation({ clear_payload: body }, context));
on(
  pointRoutes.batch,
  async ({ operations }, context) => {
    for (const operation of operations as readonly UpdateOperation[]) {
      await checkUpdateOperation(operation, context);
      checkTimeout(context.timeout, context);
    }
  },
  true,
);

// Changes to the collection's shape that Qdrant checks: a new payload index (how many there are), a new named vector (its timeout).
on(indexRoutes.create, (_body, context) => checkIndexCount(context));
on(vectorNameRoutes.create, () => undefined);

/** The search matrix's hits: limit × sample, or whichever is given (SearchMatrixRequestInternal::query_limit). */
function matrixLimit({ limit, sample }: { limit?: number | null; sample?: number | null }): number | undefined {
  if (typeof limit === "number" && typeof sample === "number") return limit * sample;
  return limit ?? sample ?? undefined;
}
