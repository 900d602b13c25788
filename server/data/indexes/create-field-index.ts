// PUT /collections/{name}/index: a payload index, so that filters on the field
// stay fast. Indexing a field again with another type replaces its index.
import type { CreateFieldIndex } from "../../../contract/qdrant/indexes";
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import { toFieldIndexType } from "./field-index-type";

export async function createFieldIndex(plane: DataPlane, collection: Collection, request: CreateFieldIndex, wait: boolean): Promise<UpdateResult> {
  const { type, params } = toFieldIndexType(request.field_schema);
  return applyWrite(plane, collection, wait, { kind: "create_index", fieldName: request.field_name, type, params });
}
