// DELETE /collections/{name}/index/{field_name}: the field's payload index
// (filters on it still work, only slower). An index that is not there is fine.
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { applyWrite, type UpdateResult } from "../writes/apply-write";

export async function deleteFieldIndex(plane: DataPlane, collection: Collection, fieldName: string, wait: boolean): Promise<UpdateResult> {
  return applyWrite(plane, collection, wait, { kind: "delete_index", fieldName });
}
