// Writes to points (upsert in list or batch form, delete, the four payload
// writes) and reads by id.
import { z } from "zod";
import { ExtendedPointId, Payload } from "./fields";
import { Filter } from "./filters";
import { invalidPayloadPathMessage, parseJsonPath } from "./json-path";
import { QdrantRecord, WithPayloadInterface, WithVector, WithVectorsAlias } from "./records";
import { selectUnion } from "./select-union";
import { ShardKeySelector } from "./shard-keys";
import { BatchVectorStruct, VectorStruct } from "./vectors";
import { expecting, isJsonObject, VALIDATION } from "./wording";

const PointIds = z.array(ExtendedPointId, { error: expecting("a list of point ids") });

/** Qdrant's PointStruct: a point of an upsert's list form. */
export const PointStruct = z.object({ id: ExtendedPointId, vector: VectorStruct, payload: Payload.nullish() }, { error: expecting("a point {id, vector, payload}") }).meta({ id: "PointStruct" });

export type PointStruct = z.output<typeof PointStruct>;

/** Qdrant's Batch: an upsert's batch form, the ids, vectors and payloads side by side. */
export const Batch = z.object(
  {
    ids: PointIds,
    vectors: BatchVectorStruct,
    payloads: z.array(Payload.nullable(), { error: expecting("a list of payloads") }).nullish(),
  },
  { error: expecting("an object") },
)
  .superRefine(({ ids, vectors, payloads }, context) => {
    // Qdrant's validator words these under the key "batch" it adds (batch.batch: ...), and only the first it finds.
    const lists = Array.isArray(vectors) ? [vectors] : Object.values(vectors);
    const uneven = lists.find((list) => list.length !== ids.length);
    const problem = uneven
      ? `number of ids and vectors must be equal (${ids.length} != ${uneven.length})`
      : payloads && payloads.length !== ids.length
        ? `number of ids and payloads must be equal (${ids.length} != ${payloads.length})`
        : undefined;
    if (problem) context.addIssue({ code: "custom", path: ["batch"], params: { [VALIDATION]: true }, input: ids, message: problem });
  })
  .meta({ id: "Batch" });

export type Batch = z.output<typeof Batch>;

export const UpdateMode = z.enum(["upsert", "insert_only", "update_only"]);

/** How an upsert treats points that exist: Qdrant's update_filter and update_mode. */
const UpdateOptions = z.object({ shard_key: ShardKeySelector.nullish(), update_filter: Filter.nullish(), update_mode: UpdateMode.nullish() });

export const PointsList = z.object({ points: z.array(PointStruct, { error: expecting("a list of points") }), ...UpdateOptions.shape });

export const PointsBatch = z.object({ batch: Batch, ...UpdateOptions.shape });

/** Qdrant's PointInsertOperations: {"points": [...]} or {"batch": {...}}. */
export const PointInsertOperations = selectUnion(
  [PointsBatch, PointsList],
  (value) => {
    if (!isJsonObject(value)) return undefined;
    if (value.batch !== undefined && value.batch !== null) return PointsBatch;
    return value.points !== undefined ? PointsList : undefined;
  },
  {
    error: (issue) =>
      isJsonObject(issue.input) ? "expected `points` (a list of {id, vector, payload}) or `batch` ({ids, vectors, payloads})" : expecting("an object")(issue),
  },
);

export type PointInsertOperations = z.output<typeof PointInsertOperations>;

export const PointRequest = z.object(
  { ids: PointIds, with_payload: WithPayloadInterface.nullish(), with_vector: WithVector.nullish(), ...WithVectorsAlias, shard_key: ShardKeySelector.nullish() },
  { error: expecting("an object") },
);

export type PointRequest = z.output<typeof PointRequest>;

export const NO_SELECTOR_MESSAGE = "Either list of point ids or filter must be provided (`points` or `filter`)";

/** Which points a write applies to: ids or a filter (one of them must be there). */
const Selection = z.object({ points: PointIds.nullish(), filter: Filter.nullish(), shard_key: ShardKeySelector.nullish() });

function hasSelector({ points, filter }: { points?: unknown; filter?: unknown }): boolean {
  return (points !== undefined && points !== null) || (filter !== undefined && filter !== null);
}

/** Qdrant's PointsSelector: {"points": [...]} or {"filter": {...}}. */
export const PointsSelector = z.object(Selection.shape, { error: expecting("an object") }).refine(hasSelector, { error: NO_SELECTOR_MESSAGE });

export type PointsSelector = z.output<typeof PointsSelector>;

/** A payload path (json-path.ts), checked before a write is acknowledged, in the engine's words. */
const PayloadPath = z.string().refine((raw) => parseJsonPath(raw) !== undefined, { error: (issue) => invalidPayloadPathMessage(String(issue.input)) });

/** Where set_payload puts the payload: under this key of each payload. */
const PayloadKey = z.string().refine((key) => key !== "", { error: "key must not be empty" }).pipe(PayloadPath);

/** Qdrant's SetPayload, for set (merged, under `key` if given) and overwrite (replaced). */
export const SetPayload = z
  .object({ payload: Payload.nullable(), key: PayloadKey.nullish(), ...Selection.shape }, { error: expecting("an object") })
  .refine(hasSelector, { error: NO_SELECTOR_MESSAGE });

export type SetPayload = z.output<typeof SetPayload>;

export const DeletePayload = z
  .object({ keys: z.array(PayloadPath, { error: expecting("a list of strings") }), ...Selection.shape }, { error: expecting("an object") })
  .refine(hasSelector, { error: NO_SELECTOR_MESSAGE });

export type DeletePayload = z.output<typeof DeletePayload>;

/** GET /collections/{collection_name}/points/{id}: the id stays text here, read as a point id by the service. */
/** PUT .../points/vectors: vectors to set on existing points, keeping their others. */
export const UpdateVectors = z.object(
  {
    points: z.array(z.object({ id: ExtendedPointId, vector: VectorStruct }, { error: expecting("a point {id, vector}") }), { error: expecting("a list of points") }).min(1),
    shard_key: ShardKeySelector.nullish(),
    update_filter: Filter.nullish(),
  },
  { error: expecting("an object") },
);

export type UpdateVectors = z.output<typeof UpdateVectors>;

/** POST .../points/vectors/delete: vector names to remove from points by ids or filter. */
export const DeleteVectors = z
  .object({ vector: z.array(z.string(), { error: expecting("a list of vector names") }).min(1), ...Selection.shape }, { error: expecting("an object") })
  .refine(hasSelector, { error: NO_SELECTOR_MESSAGE });

export type DeleteVectors = z.output<typeof DeleteVectors>;

export const PointPath = z.object({ collection_name: z.string(), id: z.string() });

export const RetrieveResult = z.array(QdrantRecord);
