// Qdrant's OrderBy message (a scroll's, a query's order_by) as REST's
// {key, direction, start_from}: Direction's names in lower case, StartFrom's
// oneof as a number or RFC 3339 text.
import { rfc3339Of } from "./filters";

export interface GrpcOrderBy {
  key?: string;
  direction?: string;
  start_from?: { value?: string; float?: number; integer?: string | number; timestamp?: { seconds?: string | number; nanos?: number }; datetime?: string };
}

export interface RestOrderBy {
  key: string;
  direction?: "asc" | "desc";
  start_from?: number | string;
}

export function restOrderByOf(orderBy: GrpcOrderBy | undefined): RestOrderBy | undefined {
  if (!orderBy) return undefined;
  const rest: RestOrderBy = { key: orderBy.key ?? "" };
  if (orderBy.direction === "Asc" || orderBy.direction === "Desc") rest.direction = orderBy.direction === "Asc" ? "asc" : "desc";
  const startFrom = restStartFromOf(orderBy.start_from);
  if (startFrom !== undefined) rest.start_from = startFrom;
  return rest;
}

function restStartFromOf(startFrom: GrpcOrderBy["start_from"]): number | string | undefined {
  switch (startFrom?.value) {
    case "float":
      return startFrom.float ?? 0;
    case "integer":
      return Number(startFrom.integer ?? 0);
    case "timestamp":
      return rfc3339Of(startFrom.timestamp ?? {});
    case "datetime":
      return startFrom.datetime ?? "";
    default:
      return undefined;
  }
}
