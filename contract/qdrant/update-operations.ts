// POST /collections/{collection_name}/points/batch: Qdrant's UpdateOperations,
// a list of point writes applied in order, each in the body the write's own
// route reads ({"upsert": PointInsertOperations}, {"delete": PointsSelector},
// ...). Qdrant reads an operation with serde's untagged enum: the one key
// names the write.
import { z } from "zod";
import { WaitQuery } from "./fields";
import { DeletePayload, DeleteVectors, PointInsertOperations, PointsSelector, SetPayload, UpdateVectors } from "./points";
import { selectUnion } from "./select-union";
import { AT, expecting, isJsonObject, oneOf, PATH, quote } from "./wording";

export const UpsertOperation = z.object({ upsert: PointInsertOperations });
export const DeleteOperation = z.object({ delete: PointsSelector });
export const SetPayloadOperation = z.object({ set_payload: SetPayload });
export const OverwritePayloadOperation = z.object({ overwrite_payload: SetPayload });
export const DeletePayloadOperation = z.object({ delete_payload: DeletePayload });
export const ClearPayloadOperation = z.object({ clear_payload: PointsSelector });
export const UpdateVectorsOperation = z.object({ update_vectors: UpdateVectors });
export const DeleteVectorsOperation = z.object({ delete_vectors: DeleteVectors });

/** Each operation by the key that names it. */
const OPERATIONS = {
  upsert: UpsertOperation,
  delete: DeleteOperation,
  set_payload: SetPayloadOperation,
  overwrite_payload: OverwritePayloadOperation,
  delete_payload: DeletePayloadOperation,
  clear_payload: ClearPayloadOperation,
  update_vectors: UpdateVectorsOperation,
  delete_vectors: DeleteVectorsOperation,
} as const;

/** The operation an object names: the first of the eight, in Qdrant's order, that it holds (as serde tries them; other keys are ignored). */
function selectOperation(value: unknown) {
  if (!isJsonObject(value)) return undefined;
  const name = (Object.keys(OPERATIONS) as (keyof typeof OPERATIONS)[]).find((key) => value[key] !== undefined);
  return name && OPERATIONS[name];
}

/** Qdrant's UpdateOperation: one of the eight point writes. */
export const UpdateOperation = selectUnion(Object.values(OPERATIONS), selectOperation, {
  error: (issue) => (isJsonObject(issue.input) ? `data did not match any variant of untagged enum UpdateOperation${AT}` : expecting("an object")(issue)),
}).meta({ id: "UpdateOperation" });

export type UpdateOperation = z.output<typeof UpdateOperation>;

export const UpdateOperations = z.object({ operations: z.array(UpdateOperation, { error: expecting("a list of operations") }) }, { error: expecting("an object") });

export type UpdateOperations = z.output<typeof UpdateOperations>;

const ORDERINGS = ["weak", "medium", "strong"] as const;

/** Qdrant's WriteOrdering: which peer orders a write in a cluster; one node orders every write here, so each reads the same. */
const WriteOrdering = z.preprocess(
  (raw) => (Array.isArray(raw) ? raw[raw.length - 1] : raw),
  z.enum(ORDERINGS, { error: (issue) => `${PATH}: unknown variant ${quote(JSON.stringify(issue.input) ?? "")}, expected ${oneOf(ORDERINGS)}` }).optional(),
);

/** ?wait and ?ordering of a batch. */
export const BatchUpdateQuery = WaitQuery.extend({ ordering: WriteOrdering });
