// A create request's `vectors`: one unnamed vector, {size, distance, on_disk?}.
// Named vectors (a map of names to params) are refused with a clear 400: a
// collection here holds one vector per point. {"": {...}} is Qdrant's name of
// the unnamed vector and is accepted.
import type { Distance } from "../../engine/vector-engine";
import { DISTANCES } from "../../db/schema";
import { describe, isJsonObject, optionalBoolean, type JsonObject } from "../parse/body-fields";
import { formatError, validationError, wrongInput } from "../qdrant-errors";

/** Qdrant's largest dense vector. */
export const MAX_VECTOR_SIZE = 65536;

export interface VectorsConfig {
  size: number;
  distance: Distance;
  onDisk: boolean;
  hnswConfig?: unknown;
}

export const NAMED_VECTORS_MESSAGE =
  "Named vectors are not supported: a collection here holds one unnamed vector per point; create it with vectors: {\"size\": ..., \"distance\": ...}";

export function parseVectorsConfig(value: unknown): VectorsConfig {
  if (value === undefined || value === null) throw formatError("missing field `vectors`: give {\"size\": ..., \"distance\": ...}");
  if (!isJsonObject(value)) throw formatError(`invalid type: ${describe(value)}, expected vector params {size, distance} at vectors`);
  if ("size" in value || "distance" in value) return parseVectorParams(value, "vectors");
  const names = Object.keys(value);
  if (names.length === 1 && names[0] === "") return parseVectorParams(value[""], "vectors.\"\"");
  throw wrongInput(NAMED_VECTORS_MESSAGE);
}

function parseVectorParams(value: unknown, path: string): VectorsConfig {
  if (!isJsonObject(value)) throw formatError(`invalid type: ${describe(value)}, expected vector params {size, distance} at ${path}`);
  const size = value.size;
  if (size === undefined) throw formatError(`missing field \`size\` at ${path}`);
  if (typeof size !== "number" || !Number.isSafeInteger(size) || size < 0) throw formatError(`invalid type: ${describe(size)}, expected an unsigned integer at ${path}.size`);
  if (size < 1 || size > MAX_VECTOR_SIZE) throw validationError([`${path}.size: value ${size} invalid, must be from 1 to ${MAX_VECTOR_SIZE}`]);
  const distance = parseDistance(value.distance, `${path}.distance`);
  rejectUnsupported(value, path);
  return { size, distance, onDisk: optionalBoolean(value, "on_disk", path) ?? false, hnswConfig: value.hnsw_config };
}

export function parseDistance(value: unknown, path: string): Distance {
  if (value === undefined) throw formatError(`missing field \`distance\` at ${path.replace(/\.distance$/, "")}`);
  const distance = DISTANCES.find((known) => known === value);
  if (!distance) {
    throw formatError(`unknown variant ${JSON.stringify(value)}, expected one of ${DISTANCES.map((name) => `\`${name}\``).join(", ")} at ${path}`);
  }
  return distance;
}

function rejectUnsupported(params: JsonObject, path: string): void {
  if (params.multivector_config !== undefined && params.multivector_config !== null) throw wrongInput(`Multi-vectors are not supported (${path}.multivector_config)`);
  const datatype = params.datatype;
  if (datatype !== undefined && datatype !== null && datatype !== "float32") {
    throw wrongInput(`Vector datatype ${JSON.stringify(datatype)} is not supported: vectors are stored as float32 (${path}.datatype)`);
  }
}
