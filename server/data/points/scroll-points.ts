// POST /collections/{name}/points/scroll: pages of points in id order (from
// `offset`, an id), or ordered by a payload field (order_by, from start_from).
import { describe } from "../../../contract/qdrant/wording";
import type { QdrantRecord } from "../../../contract/qdrant/records";
import type { ScrollRequest } from "../../../contract/qdrant/scroll";
import type { Collection } from "../../db/schema";
import type { PointId } from "../../engine/filter/filter-tree";
import { parseDatetime } from "../../engine/filter/parse-datetime";
import type { ScrollQuery } from "../../engine/vector-engine";
import type { DataPlane } from "../data-plane";
import { toFilterTree } from "../filters/parse-filter";
import { formatError, wrongInput } from "../qdrant-errors";
import { shardScope, withinScope } from "../shard-keys/shard-scope";
import { toReadSelection, toRecord } from "./read-selection";

const DEFAULT_LIMIT = 10;

export async function scrollPoints(plane: DataPlane, collection: Collection, request: ScrollRequest): Promise<{ points: QdrantRecord[]; next_page_offset: PointId | null }> {
  const scope = shardScope(collection, request.shard_key, "read");
  const orderBy = toOrderBy(request.order_by);
  const offset = request.offset ?? undefined;
  if (orderBy && offset !== undefined) throw wrongInput("Cannot use an `offset` when using `order_by`; use order_by.start_from");
  const selection = toReadSelection(request.with_payload, request.with_vector ?? request.with_vectors, { payload: true, vector: false }, collection);
  const query: ScrollQuery = { filter: withinScope(toFilterTree(request.filter), scope), limit: request.limit ?? DEFAULT_LIMIT, offset, orderBy, ...selection.engine };
  const page = await plane.engine.scroll(collection.engineId, query);
  return { points: page.points.map((point) => toRecord(point, selection)), next_page_offset: orderBy ? null : page.nextOffset };
}

function toOrderBy(orderBy: ScrollRequest["order_by"]): ScrollQuery["orderBy"] {
  if (orderBy === undefined || orderBy === null) return undefined;
  if (typeof orderBy === "string") return { key: orderBy, direction: "asc" };
  return { key: orderBy.key, direction: orderBy.direction ?? "asc", startFrom: startFrom(orderBy.start_from) };
}

/** A number, or a datetime (compared as epoch milliseconds, like datetime ranges). */
function startFrom(value: number | string | null | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return value;
  const epochMs = parseDatetime(value);
  if (epochMs !== null) return epochMs;
  throw formatError(`invalid type: ${describe(value)}, expected a number or an RFC 3339 datetime at order_by.start_from`);
}
