// qdrant.Collections' CreateCollection and UpdateCollection as the bodies of
// PUT and PATCH /collections/{name}, as Qdrant's own conversion reads them
// (lib/storage/src/content_manager/conversions.rs): fields left unset are
// left out, and an empty metadata map is no metadata. Checks are REST's, in
// its words; only what REST cannot see (a oneof or enum left at its zero) is
// refused here, as Qdrant's gRPC refuses it.
import type { GrpcValue } from "./values";
import { jsonOfFields } from "./values";
import { SHARDING_METHOD, type Message } from "./collection-fields";
import { restQuantizationOf, type GrpcQuantization } from "./collection-quantization";
import { HNSW_FIELDS, PARAMS_DIFF_FIELDS, WAL_FIELDS, restOptimizersOf, restSectionOf, restStrictModeOf } from "./collection-settings";
import { restSparseVectorsOf, restVectorsDiffOf, restVectorsOf, type GrpcSparseVectorConfig, type GrpcVectorsConfig } from "./collection-vectors";

export interface GrpcCreateCollection {
  collection_name: string;
  hnsw_config?: Message;
  wal_config?: Message;
  optimizers_config?: Message;
  shard_number?: number;
  on_disk_payload?: boolean;
  timeout?: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- VectorParams, read by collection-vectors.ts
  vectors_config?: GrpcVectorsConfig<any>;
  replication_factor?: number;
  write_consistency_factor?: number;
  quantization_config?: GrpcQuantization;
  sharding_method?: string;
  sparse_vectors_config?: GrpcSparseVectorConfig;
  strict_mode_config?: Message;
  metadata?: Record<string, GrpcValue>;
}

export interface GrpcUpdateCollection {
  collection_name: string;
  optimizers_config?: Message;
  timeout?: string;
  params?: Message;
  hnsw_config?: Message;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- VectorParamsDiff, read by collection-vectors.ts
  vectors_config?: GrpcVectorsConfig<any>;
  quantization_config?: GrpcQuantization;
  sparse_vectors_config?: GrpcSparseVectorConfig;
  strict_mode_config?: Message;
  metadata?: Record<string, GrpcValue>;
}

/** The body of PUT /collections/{name}. */
export function createCollectionBody(request: GrpcCreateCollection): Message {
  return {
    vectors: restVectorsOf(request.vectors_config),
    sparse_vectors: restSparseVectorsOf(request.sparse_vectors_config),
    hnsw_config: restSectionOf(request.hnsw_config, HNSW_FIELDS),
    wal_config: restSectionOf(request.wal_config, WAL_FIELDS),
    optimizers_config: restOptimizersOf(request.optimizers_config),
    shard_number: request.shard_number,
    sharding_method: SHARDING_METHOD.rest(request.sharding_method),
    on_disk_payload: request.on_disk_payload,
    replication_factor: request.replication_factor,
    write_consistency_factor: request.write_consistency_factor,
    quantization_config: restQuantizationOf(request.quantization_config),
    strict_mode_config: restStrictModeOf(request.strict_mode_config),
    metadata: metadataOf(request.metadata),
  };
}

/** The body of PATCH /collections/{name}. */
export function updateCollectionBody(request: GrpcUpdateCollection): Message {
  return {
    vectors: restVectorsDiffOf(request.vectors_config),
    optimizers_config: restOptimizersOf(request.optimizers_config),
    params: restSectionOf(request.params, PARAMS_DIFF_FIELDS),
    hnsw_config: restSectionOf(request.hnsw_config, HNSW_FIELDS),
    quantization_config: restQuantizationOf(request.quantization_config),
    sparse_vectors: restSparseVectorsOf(request.sparse_vectors_config),
    strict_mode_config: restStrictModeOf(request.strict_mode_config),
    metadata: metadataOf(request.metadata),
  };
}

function metadataOf(metadata: Record<string, GrpcValue> | undefined): Message | undefined {
  return metadata && Object.keys(metadata).length > 0 ? jsonOfFields(metadata) : undefined;
}
