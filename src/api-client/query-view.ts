// What a list or detail view shows for a query: loading, failed with the
// service's message, or the data. A retry after a failure shows loading
// again; a refresh of data on screen keeps it there until the answer comes.
import type { UseQueryResult } from "@tanstack/react-query";

export type QueryView<T> = { status: "loading" } | { status: "failed"; error: Error } | { status: "ready"; data: T };

export function queryView<T>(query: UseQueryResult<T>): QueryView<T> {
  if (query.isError) return query.isFetching ? { status: "loading" } : { status: "failed", error: query.error };
  if (query.isSuccess) return { status: "ready", data: query.data };
  return { status: "loading" };
}
