// An upsert (PointInsertOperations) or an update of vectors (UpdateVectors)
// as Qdrant checks it (verification/update.rs, check_custom): how many points
// it writes against upsert_max_batchsize (named "upsert limit", and "update
// limit" for vectors), the collection's size limits, then the multivector and
// sparse vector limits. Its update_filter is not checked: Qdrant reads it on
// the few points written only.
import type { PointInsertOperations, UpdateVectors } from "../../../contract/qdrant/points";
import { checkCollectionSize } from "./check-collection-size";
import { checkLimit } from "./check-limit";
import { checkVectorLimits } from "./check-vector-limits";
import type { StrictContext } from "./strict-context";

export async function checkPointsWrite(request: PointInsertOperations | UpdateVectors, isUpsert: boolean, context: StrictContext): Promise<void> {
  const count = "batch" in request ? request.batch.ids.length : request.points.length;
  checkLimit(count, context.config.upsert_max_batchsize, isUpsert ? "upsert limit" : "update limit");
  await checkCollectionSize(context, ["vectors", "payload", "points"]);
  checkVectorLimits(request, context);
}
