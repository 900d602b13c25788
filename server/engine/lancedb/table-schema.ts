// The table behind one collection. Base columns:
//   key      canonical point id (see point-key.ts), the merge key and id order
//   num_id   the id as an unsigned integer, null for UUIDs
//   seq      a row number unique among live rows; id sets computed in memory are
//            handed to LanceDB as `seq IN (...)`, shorter than lists of keys
//   vector   float32, normalised at insert for Cosine
//   payload  the payload as JSON text, exactly as written
// plus four columns per indexed payload field (field-columns.ts). The collection's
// settings are schema metadata, so each table describes itself.
import * as arrow from "apache-arrow";
import type { CollectionSpec, Distance } from "../vector-engine";
import { AppError } from "../../errors";

export const KEY = "key";
export const NUM_ID = "num_id";
export const SEQ = "seq";
export const VECTOR = "vector";
export const PAYLOAD = "payload";
export const DISTANCE = "_distance";

const SPEC_METADATA = "vdb.collection";
const DISTANCES: readonly Distance[] = ["Cosine", "Euclid", "Dot", "Manhattan"];

export function vectorType(size: number): arrow.FixedSizeList<arrow.Float32> {
  return new arrow.FixedSizeList(size, new arrow.Field("item", new arrow.Float32(), true));
}

export function collectionSchema(spec: CollectionSpec): arrow.Schema {
  const settings = JSON.stringify({ size: spec.size, distance: spec.distance, onDisk: spec.onDisk, datatype: spec.datatype ?? "float32" });
  return new arrow.Schema(
    [
      new arrow.Field(KEY, new arrow.Utf8(), false),
      new arrow.Field(NUM_ID, new arrow.Uint64(), true),
      new arrow.Field(SEQ, new arrow.Int64(), false),
      new arrow.Field(VECTOR, vectorType(spec.size), false),
      new arrow.Field(PAYLOAD, new arrow.Utf8(), false),
    ],
    new Map([[SPEC_METADATA, settings]]),
  );
}

export function readSpec(id: string, schema: arrow.Schema): CollectionSpec {
  const settings: unknown = JSON.parse(schema.metadata.get(SPEC_METADATA) ?? "null");
  if (typeof settings !== "object" || settings === null) throw new AppError("internal", `Vector table ${id} has no collection settings`);
  const { size, distance, onDisk, datatype } = settings as Record<string, unknown>;
  const knownDistance = DISTANCES.find((candidate) => candidate === distance);
  if (typeof size !== "number" || !knownDistance) throw new AppError("internal", `Vector table ${id} has invalid collection settings`);
  // Tables written before datatype was kept hold float32.
  return { id, size, distance: knownDistance, onDisk: onDisk === true, datatype: datatype === "float16" ? "float16" : "float32" };
}
