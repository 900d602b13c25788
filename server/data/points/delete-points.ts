// POST /collections/{name}/points/delete: points by ids or by filter.
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { readObject } from "../parse/body-fields";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import { parseSelector, selectedCount } from "./parse-selector";

export async function deletePoints(plane: DataPlane, collection: Collection, body: unknown, wait: boolean): Promise<{ result: UpdateResult; written: number }> {
  const selector = parseSelector(readObject(body));
  const result = await applyWrite(plane, collection, wait, { kind: "delete_points", selector });
  return { result, written: selectedCount(selector) };
}
