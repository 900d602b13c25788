// GET /collections/{name}'s answer as collections.proto's CollectionInfo, as
// Qdrant converts its own (lib/collection/src/operations/conversions.rs):
// status and sharding method as enums, the optimizer status as {ok, error},
// the thread limit as a value or Auto, sparse vectors, quantization, strict
// mode and metadata only when the collection has them. REST's created_at
// (1.20) has no field in 1.19's message.
import type { CollectionInfo } from "../../../contract/qdrant/collections";
import { COLLECTION_STATUS, SHARDING_METHOD, isMessage, pickFields, type Message } from "./collection-fields";
import { grpcPayloadSchemaOf } from "./collection-payload-schema";
import { grpcQuantizationOf } from "./collection-quantization";
import { HNSW_FIELDS, WAL_FIELDS, grpcOptimizersOf, grpcStrictModeOf, mapValues } from "./collection-settings";
import { grpcSparseVectorsOf, grpcVectorsOf } from "./collection-vectors";
import { fieldsOfJson } from "./values";

export function grpcCollectionInfoOf(info: CollectionInfo): Message {
  return {
    status: COLLECTION_STATUS.grpc(info.status),
    optimizer_status: optimizerStatusOf(info.optimizer_status),
    segments_count: info.segments_count,
    points_count: info.points_count,
    indexed_vectors_count: info.indexed_vectors_count,
    config: configOf(info.config),
    payload_schema: mapValues(info.payload_schema, grpcPayloadSchemaOf),
    warnings: (info.warnings ?? []).map((warning) => ({ message: isMessage(warning) ? warning.message : String(warning) })),
  };
}

/** "ok", or {"error": ...}. */
function optimizerStatusOf(status: unknown): Message {
  return isMessage(status) && typeof status.error === "string" ? { ok: false, error: status.error } : { ok: true, error: "" };
}

function configOf(config: CollectionInfo["config"]): Message {
  const { params, hnsw_config, optimizer_config, wal_config, quantization_config, strict_mode_config, metadata } = config;
  return {
    params: paramsOf(params),
    hnsw_config: pickFields(hnsw_config, HNSW_FIELDS),
    optimizer_config: grpcOptimizersOf(optimizer_config),
    wal_config: pickFields(wal_config, WAL_FIELDS),
    quantization_config: grpcQuantizationOf(quantization_config),
    strict_mode_config: grpcStrictModeOf(strict_mode_config),
    metadata: isMessage(metadata) ? fieldsOfJson(metadata) : {},
  };
}

/** CollectionParams; on_disk_payload is a plain bool there, true (Qdrant's default) when REST leaves it out. */
function paramsOf(params: Message): Message {
  return {
    ...pickFields(params, ["shard_number", "replication_factor", "write_consistency_factor", "read_fan_out_factor", "read_fan_out_delay_ms"]),
    on_disk_payload: params.on_disk_payload ?? true,
    vectors_config: grpcVectorsOf(params.vectors),
    sharding_method: SHARDING_METHOD.grpc(params.sharding_method),
    sparse_vectors_config: grpcSparseVectorsOf(params.sparse_vectors),
  };
}
