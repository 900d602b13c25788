// A request of the query API as Qdrant checks it (verification/query.rs, for
// CollectionQueryRequest and CollectionPrefetch): each prefetch first, in full
// and at every depth; then a query that compares vectors without a prefetch to
// work on must not scan the whole collection (check-full-scan.ts); a formula's
// payload variables and conditions need their indexes (with
// unindexed_filtering_retrieve false); then the limit (10 when absent), the
// filter and the search params. A prefetch is checked for a full scan whether
// or not it has prefetches of its own, as Qdrant does.
import type { Prefetch, QueryInterface } from "../../../contract/qdrant/query";
import type { FormulaQuery } from "../../../contract/qdrant/formula";
import { queryKeyOf } from "../../../contract/qdrant/query";
import { strictModeError } from "../qdrant-errors";
import { checkFullScan } from "./check-full-scan";
import { checkRequest } from "./check-request";
import { findUnindexedFormulaKey } from "./find-unindexed-formula-key";
import type { StrictContext } from "./strict-context";

/** Qdrant's CollectionQueryRequest::DEFAULT_LIMIT, which a prefetch's limit defaults to as well. */
export const DEFAULT_QUERY_LIMIT = 10;

export function checkQuery(request: Prefetch & { top?: number | null }, context: StrictContext, isRoot = true): void {
  const prefetches = prefetchesOf(request);
  for (const prefetch of prefetches) checkQuery(prefetch, context, false);
  checkQueryItself(request, context, !isRoot || prefetches.length === 0);
  checkRequest({ limit: request.limit ?? request.top ?? DEFAULT_QUERY_LIMIT, readFilter: request.filter, params: request.params }, context);
}

/**
 * What a query itself needs (Query::check_fullscan when `isScanChecked`, then Query::check_strict_mode): the request
 * or prefetch's query, with the vector it uses and its filter.
 */
export function checkQueryItself(request: Prefetch, context: StrictContext, isScanChecked: boolean): void {
  const { query } = request;
  if (query === undefined || query === null) return;
  if (isScanChecked) checkFullScan(query, request.using ?? "", request.filter, context);
  checkFormula(query, context);
}

export function prefetchesOf({ prefetch }: Prefetch): Prefetch[] {
  if (prefetch === undefined || prefetch === null) return [];
  return Array.isArray(prefetch) ? prefetch : [prefetch];
}

function checkFormula(query: QueryInterface, context: StrictContext): void {
  if (context.config.unindexed_filtering_retrieve !== false || queryKeyOf(query) !== "formula") return;
  const unindexed = findUnindexedFormulaKey((query as FormulaQuery).formula, context.indexes);
  if (!unindexed) return;
  throw strictModeError(
    `Index required but not found for "${unindexed.key}" of one of the following types: [${unindexed.schemas.join(", ")}]`,
    "Create an index for this key or use a different formula expression.",
  );
}
