// Reads by filter: scroll (pages of points, in id order or by a payload
// field) and count.
import { z } from "zod";
import { ExtendedPointId, Limit, PayloadKeyName, PointId } from "./fields";
import { Filter } from "./filters";
import { QdrantRecord, WithPayloadInterface, WithVector, WithVectorsAlias } from "./records";
import { selectUnion } from "./select-union";
import { ShardKeySelector } from "./shard-keys";
import { expecting, isJsonObject } from "./wording";

/** A number, or a datetime (Qdrant's StartFrom). */
export const StartFrom = z.union([z.number(), z.string()], { error: expecting("a number or an RFC 3339 datetime") });

export const OrderBy = z.object({
  key: PayloadKeyName,
  direction: z.enum(["asc", "desc"]).nullish(),
  start_from: StartFrom.nullish(),
});

/** Qdrant's OrderByInterface: a key, or {key, direction, start_from}. */
export const OrderByInterface = selectUnion(
  [PayloadKeyName, OrderBy],
  (value) => (typeof value === "string" ? PayloadKeyName : isJsonObject(value) ? OrderBy : undefined),
  { error: expecting("a key or {key, direction, start_from}") },
).meta({ id: "OrderByInterface" });

export const ScrollRequest = z.object(
  {
    offset: ExtendedPointId.nullish(),
    limit: Limit.nullish(),
    filter: Filter.nullish(),
    with_payload: WithPayloadInterface.nullish(),
    with_vector: WithVector.nullish(),
    ...WithVectorsAlias,
    order_by: OrderByInterface.nullish(),
    shard_key: ShardKeySelector.nullish(),
  },
  { error: expecting("an object") },
);

export type ScrollRequest = z.output<typeof ScrollRequest>;

export const ScrollResult = z.object({ points: z.array(QdrantRecord), next_page_offset: PointId.nullish() });

export const CountRequest = z.object({ filter: Filter.nullish(), exact: z.boolean().nullish(), shard_key: ShardKeySelector.nullish() }, { error: expecting("an object") });

export type CountRequest = z.output<typeof CountRequest>;

export const CountResult = z.object({ count: z.int().min(0) });
