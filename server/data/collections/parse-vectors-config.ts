// A create request's `vectors`, as a collection here takes them: one unnamed
// vector, {size, distance, on_disk?}. Named vectors (params by name) are
// refused with a clear 400: a collection here holds one vector per point.
// {"": {...}} is Qdrant's name of the unnamed vector and is accepted.
import type { VectorParams, VectorsConfig } from "../../../contract/qdrant/collections";
import type { Distance, VectorDatatype } from "../../engine/vector-engine";
import { wrongInput } from "../qdrant-errors";

export interface CollectionVectors {
  size: number;
  distance: Distance;
  onDisk: boolean;
  datatype: VectorDatatype;
  hnswConfig: VectorParams["hnsw_config"];
}

export const NAMED_VECTORS_MESSAGE =
  "Named vectors are not supported: a collection here holds one unnamed vector per point; create it with vectors: {\"size\": ..., \"distance\": ...}";

export function readVectorsConfig(config: VectorsConfig): CollectionVectors {
  const [params, path] = isVectorParams(config) ? [config, "vectors"] : [unnamedParams(config), 'vectors.""'];
  if (params.multivector_config !== undefined && params.multivector_config !== null) throw wrongInput(`Multi-vectors are not supported (${path}.multivector_config)`);
  if (params.datatype === "uint8") {
    throw wrongInput(`Vector datatype "uint8" is not supported: vectors are searched as float32 or float16 (${path}.datatype)`);
  }
  return { size: params.size, distance: params.distance, onDisk: params.on_disk ?? false, datatype: params.datatype ?? "float32", hnswConfig: params.hnsw_config };
}

function isVectorParams(config: VectorsConfig): config is VectorParams {
  return typeof config.size === "number";
}

function unnamedParams(named: Record<string, VectorParams>): VectorParams {
  const names = Object.keys(named);
  const unnamed = named[""];
  if (names.length === 1 && unnamed) return unnamed;
  throw wrongInput(NAMED_VECTORS_MESSAGE);
}
