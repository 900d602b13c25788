// A create request's `vectors`: one unnamed vector, {size, distance, ...}, or
// named ones, {"name": {size, distance, ...}, ...}, each with its own size,
// distance, datatype and HNSW settings. {"": {...}} alone is Qdrant's name of
// the unnamed vector and means the same as the unnamed form. {} holds no dense
// vector: the collection's points then carry only sparse ones.
import type { VectorParams, VectorsConfig } from "../../../contract/qdrant/collections";
import type { Distance, VectorDatatype } from "../../engine/vector-engine";
import { wrongInput } from "../qdrant-errors";

export interface CollectionVectors {
  size: number;
  distance: Distance;
  onDisk: boolean;
  /** As asked (and shown in collection info); uint8 vectors' values are made bytes as they come in (vector-inputs.ts, toByte). */
  datatype: VectorDatatype;
  hnswConfig: VectorParams["hnsw_config"];
  /** Several vectors per point, compared by MaxSim (multivector_config). */
  multivector: boolean;
}

export type ParsedVectorsConfig = { named: false; vector: CollectionVectors } | { named: true; vectors: Record<string, CollectionVectors> };

export function readVectorsConfig(config: VectorsConfig, hasSparse: boolean): ParsedVectorsConfig {
  if (isVectorParams(config)) return { named: false, vector: readParams(config) };
  const entries = Object.entries(config);
  const [first] = entries;
  if (!first && !hasSparse) throw wrongInput("A collection needs at least one vector: give vectors: {\"size\": ..., \"distance\": ...}, or sparse_vectors");
  if (first && entries.length === 1 && first[0] === "") return { named: false, vector: readParams(first[1]) };
  const vectors: Record<string, CollectionVectors> = {};
  for (const [name, params] of entries) {
    if (name === "") throw wrongInput('The unnamed vector ("") cannot be mixed with named vectors: give every vector a name');
    vectors[name] = readParams(params);
  }
  return { named: true, vectors };
}

function readParams(params: VectorParams): CollectionVectors {
  const multivector = params.multivector_config !== undefined && params.multivector_config !== null;
  return { size: params.size, distance: params.distance, onDisk: params.on_disk ?? false, datatype: params.datatype ?? "float32", hnswConfig: params.hnsw_config, multivector };
}

function isVectorParams(config: VectorsConfig): config is VectorParams {
  return typeof config.size === "number";
}

/**
 * How the engine holds the vector: float16 in the search graph when asked for
 * it, but multi-vectors as float32, which answers as Qdrant does at more
 * memory; uint8 vectors (made whole numbers from 0 to 255 as they come in,
 * exact in float32) as written, Cosine ones too, as Qdrant keeps their bytes.
 */
export function engineDatatype({ datatype, multivector }: CollectionVectors): VectorDatatype {
  if (datatype === "uint8") return "uint8";
  return datatype === "float16" && !multivector ? "float16" : "float32";
}
