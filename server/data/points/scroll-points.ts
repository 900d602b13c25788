// POST /collections/{name}/points/scroll: pages of points in id order (from
// `offset`, an id), or ordered by a payload field (order_by, from start_from).
import type { Collection } from "../../db/schema";
import { parseDatetime } from "../../engine/parse-datetime";
import type { ScrollQuery } from "../../engine/vector-engine";
import type { DataPlane } from "../data-plane";
import { parseFilter } from "../filters/parse-filter";
import { parseKeyPath } from "../filters/parse-key-path";
import { describe, isJsonObject, optionalInteger } from "../parse/body-fields";
import { readObject } from "../parse/body-fields";
import { formatError, wrongInput } from "../qdrant-errors";
import { parsePointId } from "./parse-point-id";
import { parseReadSelection, toRecord } from "./read-selection";

const DEFAULT_LIMIT = 10;

export async function scrollPoints(plane: DataPlane, collection: Collection, body: unknown): Promise<{ points: Record<string, unknown>[]; next_page_offset: unknown }> {
  const request = readObject(body);
  const selection = parseReadSelection(request.with_payload, request.with_vector, { payload: true, vector: false });
  const orderBy = parseOrderBy(request.order_by);
  const offset = request.offset === undefined || request.offset === null ? undefined : parsePointId(request.offset, "offset");
  if (orderBy && offset !== undefined) throw wrongInput("Cannot use an `offset` when using `order_by`; use order_by.start_from");
  const query: ScrollQuery = {
    filter: parseFilter(request.filter),
    limit: optionalInteger(request, "limit", { min: 1 }) ?? DEFAULT_LIMIT,
    offset,
    orderBy,
    ...selection.engine,
  };
  const page = await plane.engine.scroll(collection.engineId, query);
  return { points: page.points.map((point) => toRecord(point, selection)), next_page_offset: orderBy ? null : page.nextOffset };
}

function parseOrderBy(value: unknown): ScrollQuery["orderBy"] {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return { key: orderKey(value), direction: "asc" };
  if (!isJsonObject(value)) throw formatError(`invalid type: ${describe(value)}, expected a key or {key, direction, start_from} at order_by`);
  if (typeof value.key !== "string") throw formatError("missing field `key` at order_by");
  const direction = value.direction ?? "asc";
  if (direction !== "asc" && direction !== "desc") throw formatError(`unknown variant ${JSON.stringify(direction)}, expected \`asc\` or \`desc\` at order_by.direction`);
  return { key: orderKey(value.key), direction, startFrom: startFrom(value.start_from) };
}

function orderKey(key: string): string {
  if (!parseKeyPath(key)) throw formatError(`order_by.key: \`${key}\` is not a valid payload key path`);
  return key;
}

/** A number, or a datetime (compared as epoch milliseconds, like datetime ranges). */
function startFrom(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string") {
    const epochMs = parseDatetime(value);
    if (epochMs !== null) return epochMs;
  }
  throw formatError(`invalid type: ${describe(value)}, expected a number or an RFC 3339 datetime at order_by.start_from`);
}
