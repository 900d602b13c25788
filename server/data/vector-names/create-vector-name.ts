// PUT /collections/{name}/vectors/{vector_name}: a named vector, dense or
// sparse, added to an existing collection. Points written before do not hold
// it; points written after may, and queries may search it. Asked again with
// the same settings, nothing changes (Qdrant's answer is a success); with
// others, Qdrant's 400, given before the write is queued (and again when it
// runs, if a write queued meanwhile added the name).
import type { Collection } from "../../db/schema";
import type { VectorNameConfig } from "../../engine/write-operation";
import type { DataPlane } from "../data-plane";
import { applyWrite, type UpdateResult } from "../writes/apply-write";
import { checkNewVector } from "./vector-name-settings";

export async function createVectorName(plane: DataPlane, collection: Collection, name: string, config: VectorNameConfig, wait: boolean): Promise<UpdateResult> {
  checkNewVector(collection, name, config);
  return applyWrite(plane, collection, wait, { kind: "create_vector_name", name, config });
}
