// A collection's vectors as collections.proto describes them (VectorsConfig:
// one unnamed vector's VectorParams or a map of them by name;
// SparseVectorConfig; their diffs for an update) and as REST does (`vectors`,
// `sparse_vectors`), both ways. A vector's `memory` placement has no REST
// field and is left out.
import * as grpc from "@grpc/grpc-js";
import { GrpcError } from "../grpc-status";
import { COMPARATOR, DATATYPE, DISTANCE, MODIFIER, isMessage, numberOf, pickFields, type Message } from "./collection-fields";
import { grpcQuantizationOf, restQuantizationOf, type GrpcQuantization } from "./collection-quantization";
import { HNSW_FIELDS, mapValues, restSectionOf } from "./collection-settings";

interface GrpcVectorParams {
  size?: string;
  distance?: string;
  hnsw_config?: Message;
  quantization_config?: GrpcQuantization;
  on_disk?: boolean;
  datatype?: string;
  multivector_config?: { comparator?: string };
}

interface GrpcVectorParamsDiff {
  hnsw_config?: Message;
  quantization_config?: GrpcQuantization;
  on_disk?: boolean;
}

/** A decoded VectorsConfig or VectorsConfigDiff: `config` names the oneof's member. */
export interface GrpcVectorsConfig<Params> {
  config?: string;
  params?: Params;
  params_map?: { map?: Record<string, Params> };
}

interface GrpcSparseVectorParams {
  index?: Message & { datatype?: string };
  modifier?: string;
}

export interface GrpcSparseVectorConfig {
  map?: Record<string, GrpcSparseVectorParams>;
}

const SPARSE_INDEX_FIELDS = ["full_scan_threshold", "on_disk"] as const;

/** REST's `vectors` of a create request; none given is {}: no dense vector (Qdrant's default). */
export function restVectorsOf(config: GrpcVectorsConfig<GrpcVectorParams> | undefined): Message {
  if (config?.config === "params") return restVectorParamsOf(config.params ?? {});
  return mapValues(config?.params_map?.map ?? {}, restVectorParamsOf);
}

/** REST's `vectors` of an update: changes by vector name, "" for the unnamed vector. */
export function restVectorsDiffOf(config: GrpcVectorsConfig<GrpcVectorParamsDiff> | undefined): Message | undefined {
  if (config?.config === "params") return { "": restVectorParamsDiffOf(config.params ?? {}) };
  if (config?.config === "params_map") return mapValues(config.params_map?.map ?? {}, restVectorParamsDiffOf);
  return undefined;
}

export function restSparseVectorsOf(config: GrpcSparseVectorConfig | undefined): Message | undefined {
  if (config === undefined) return undefined;
  return mapValues(config.map ?? {}, ({ index, modifier }) => ({
    index: index ? { ...pickFields(index, SPARSE_INDEX_FIELDS), datatype: DATATYPE.rest(index.datatype) } : undefined,
    modifier: MODIFIER.rest(modifier),
  }));
}

/** A size left out is 0, which REST refuses in its own words; a distance left out is Qdrant's gRPC refusal. */
function restVectorParamsOf(params: GrpcVectorParams): Message {
  const distance = DISTANCE.rest(params.distance);
  if (distance === undefined) throw new GrpcError(grpc.status.INVALID_ARGUMENT, `Malformed distance parameter: ${params.distance ?? "UnknownDistance"}`);
  return {
    size: Number(params.size ?? 0),
    distance,
    hnsw_config: restSectionOf(params.hnsw_config, HNSW_FIELDS),
    quantization_config: restQuantizationOf(params.quantization_config),
    on_disk: params.on_disk,
    datatype: DATATYPE.rest(params.datatype),
    // MaxSim is the comparator's zero value: an empty MultiVectorConfig asks for it.
    multivector_config: params.multivector_config ? { comparator: COMPARATOR.rest(params.multivector_config.comparator ?? "MaxSim") } : undefined,
  };
}

function restVectorParamsDiffOf(params: GrpcVectorParamsDiff): Message {
  return { hnsw_config: restSectionOf(params.hnsw_config, HNSW_FIELDS), quantization_config: restQuantizationOf(params.quantization_config), on_disk: params.on_disk };
}

/** VectorsConfig for REST's `vectors`: one unnamed vector's params, or params by name. */
export function grpcVectorsOf(vectors: unknown): Message {
  if (isMessage(vectors) && typeof vectors.size === "number") return { params: grpcVectorParamsOf(vectors) };
  return { params_map: { map: isMessage(vectors) ? mapValues(vectors, grpcVectorParamsOf) : {} } };
}

function grpcVectorParamsOf(params: unknown): Message {
  if (!isMessage(params)) return {};
  const multivector = isMessage(params.multivector_config) ? { comparator: COMPARATOR.grpc(params.multivector_config.comparator) } : undefined;
  return {
    size: numberOf(params.size as number | undefined),
    distance: DISTANCE.grpc(params.distance),
    hnsw_config: isMessage(params.hnsw_config) ? pickFields(params.hnsw_config, HNSW_FIELDS) : undefined,
    quantization_config: grpcQuantizationOf(params.quantization_config),
    on_disk: params.on_disk ?? undefined,
    datatype: DATATYPE.grpc(params.datatype),
    multivector_config: multivector,
  };
}

/** SparseVectorConfig for REST's `sparse_vectors` (none when the collection has none). */
export function grpcSparseVectorsOf(sparse: unknown): Message | undefined {
  if (!isMessage(sparse)) return undefined;
  return {
    map: mapValues(sparse, (params) => {
      const { index, modifier } = isMessage(params) ? params : {};
      return {
        index: isMessage(index) ? { ...pickFields(index, SPARSE_INDEX_FIELDS), datatype: DATATYPE.grpc(index.datatype) } : undefined,
        modifier: MODIFIER.grpc(modifier),
      };
    }),
  };
}
