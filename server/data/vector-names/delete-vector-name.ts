// DELETE /collections/{name}/vectors/{vector_name}: a named vector, dense or
// sparse, removed from the collection and from every point. As in Qdrant, a
// name the collection does not have is a success that changes nothing.
import type { Collection } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { applyWrite, type UpdateResult } from "../writes/apply-write";

export async function deleteVectorName(plane: DataPlane, collection: Collection, name: string, wait: boolean): Promise<UpdateResult> {
  return applyWrite(plane, collection, wait, { kind: "delete_vector_name", name });
}
