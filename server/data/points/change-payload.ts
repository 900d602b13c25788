// The four payload writes, each on points by ids or by filter:
// POST .../points/payload        set: merge keys into the payload (under `key` if given)
// PUT  .../points/payload        overwrite: replace the payload
// POST .../points/payload/delete remove `keys`
// POST .../points/payload/clear  empty the payload
import type { DeletePayload, PointsSelector, SetPayload } from "../../../contract/qdrant/points";
import type { Collection } from "../../db/schema";
import type { PointSelector } from "../../engine/vector-engine";
import type { DataPlane } from "../data-plane";
import { shardScope } from "../shard-keys/shard-scope";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import type { WriteOperation } from "../../engine/write-operation";
import { selectedCount, toSelector } from "./point-selector";

type PayloadWrite = { result: UpdateResult; written: number };

export function setPayload(plane: DataPlane, collection: Collection, request: SetPayload, wait: boolean): Promise<PayloadWrite> {
  return writePayload(plane, collection, wait, request, (selector) => ({ kind: "set_payload", selector, payload: request.payload ?? {}, key: request.key ?? undefined }));
}

export function overwritePayload(plane: DataPlane, collection: Collection, request: SetPayload, wait: boolean): Promise<PayloadWrite> {
  return writePayload(plane, collection, wait, request, (selector) => ({ kind: "overwrite_payload", selector, payload: request.payload ?? {} }));
}

export function deletePayloadKeys(plane: DataPlane, collection: Collection, request: DeletePayload, wait: boolean): Promise<PayloadWrite> {
  return writePayload(plane, collection, wait, request, (selector) => ({ kind: "delete_payload", selector, keys: request.keys }));
}

export function clearPayload(plane: DataPlane, collection: Collection, request: PointsSelector, wait: boolean): Promise<PayloadWrite> {
  return writePayload(plane, collection, wait, request, (selector) => ({ kind: "clear_payload", selector }));
}

async function writePayload(
  plane: DataPlane,
  collection: Collection,
  wait: boolean,
  request: PointsSelector,
  operation: (selector: PointSelector) => WriteOperation,
): Promise<PayloadWrite> {
  const selector = toSelector(request, shardScope(collection, request.shard_key, "write"));
  const result = await applyWrite(plane, collection, wait, operation(selector));
  return { result, written: selectedCount(request) };
}
