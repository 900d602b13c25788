// The four payload writes, each on points by ids or by filter:
// POST .../points/payload        set: merge keys into the payload (under `key` if given)
// PUT  .../points/payload        overwrite: replace the payload
// POST .../points/payload/delete remove `keys`
// POST .../points/payload/clear  empty the payload
import type { Collection } from "../../db/schema";
import type { PointSelector } from "../../engine/vector-engine";
import type { DataPlane } from "../data-plane";
import { optionalString, readObject, requireField, requireStringList, type JsonObject } from "../parse/body-fields";
import { formatError } from "../qdrant-errors";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import type { WriteOperation } from "../writes/write-operation";
import { parseSelector, selectedCount } from "./parse-selector";
import { parsePayload } from "./parse-upsert";

export type PayloadChange = "set" | "overwrite" | "delete" | "clear";

export async function changePayload(
  plane: DataPlane,
  collection: Collection,
  change: PayloadChange,
  body: unknown,
  wait: boolean,
): Promise<{ result: UpdateResult; written: number }> {
  const request = readObject(body);
  const selector = parseSelector(request);
  const result = await applyWrite(plane, collection, wait, parseChange(change, request, selector));
  return { result, written: selectedCount(selector) };
}

function parseChange(change: PayloadChange, request: JsonObject, selector: PointSelector): WriteOperation {
  switch (change) {
    case "set": {
      const payload = parsePayload(requireField(request, "payload"), "payload");
      const key = optionalString(request, "key");
      if (key === "") throw formatError("key must not be empty");
      return { kind: "set_payload", selector, payload, key };
    }
    case "overwrite":
      return { kind: "overwrite_payload", selector, payload: parsePayload(requireField(request, "payload"), "payload") };
    case "delete":
      return { kind: "delete_payload", selector, keys: requireStringList(request, "keys") };
    case "clear":
      return { kind: "clear_payload", selector };
  }
}
