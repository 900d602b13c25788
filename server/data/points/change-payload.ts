// The four payload writes, each on points by ids or by filter:
// POST .../points/payload        set: merge keys into the payload (under `key` if given)
// PUT  .../points/payload        overwrite: replace the payload
// POST .../points/payload/delete remove `keys`
// POST .../points/payload/clear  empty the payload
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { optionalString, readObject, requireField, requireStringList } from "../parse/body-fields";
import { formatError } from "../qdrant-errors";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
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
  const { engine } = plane;
  const id = collection.engineId;
  let write: () => Promise<void>;
  switch (change) {
    case "set": {
      const payload = parsePayload(requireField(request, "payload"), "payload");
      const key = optionalString(request, "key");
      if (key === "") throw formatError("key must not be empty");
      write = () => engine.setPayload(id, selector, payload, key);
      break;
    }
    case "overwrite": {
      const payload = parsePayload(requireField(request, "payload"), "payload");
      write = () => engine.overwritePayload(id, selector, payload);
      break;
    }
    case "delete": {
      const keys = requireStringList(request, "keys");
      write = () => engine.deletePayloadKeys(id, selector, keys);
      break;
    }
    case "clear":
      write = () => engine.clearPayload(id, selector);
      break;
  }
  const result = await applyWrite(plane, collection, wait, write);
  return { result, written: selectedCount(selector) };
}
