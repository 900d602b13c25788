// A collection's configuration sections as collections.proto gives them
// (HnswConfigDiff, WalConfigDiff, OptimizersConfigDiff, StrictModeConfig,
// CollectionParamsDiff) and REST's: the fields are named alike, so each
// section is the list of fields REST knows, crossing both ways. What only
// gRPC has (hnsw inline_storage and memory, wal_retain_closed,
// prevent_unoptimized, replication_factor and read_fan_out_delay_ms of a
// params diff, payload memory) has no REST field to go to and is left out.
import { float32Of, isMessage, pickFields, type Message } from "./collection-fields";

export const HNSW_FIELDS = ["m", "ef_construct", "full_scan_threshold", "max_indexing_threads", "on_disk", "payload_m"] as const;
export const WAL_FIELDS = ["wal_capacity_mb", "wal_segments_ahead"] as const;
const OPTIMIZER_FIELDS = ["deleted_threshold", "vacuum_min_vector_number", "default_segment_number", "max_segment_size", "memmap_threshold", "indexing_threshold", "flush_interval_sec"] as const;
export const PARAMS_DIFF_FIELDS = ["write_consistency_factor", "on_disk_payload", "read_fan_out_factor"] as const;
const STRICT_MODE_FIELDS = [
  "enabled",
  "max_query_limit",
  "max_timeout",
  "unindexed_filtering_retrieve",
  "unindexed_filtering_update",
  "search_max_hnsw_ef",
  "search_allow_exact",
  "search_max_oversampling",
  "upsert_max_batchsize",
  "search_max_batchsize",
  "max_collection_vector_size_bytes",
  "read_rate_limit",
  "write_rate_limit",
  "max_collection_payload_size_bytes",
  "max_points_count",
  "filter_max_conditions",
  "condition_max_size",
  "max_payload_index_count",
  "max_resident_memory_percent",
] as const;

/** A section's fields REST knows, or nothing when the message is unset. */
export function restSectionOf(message: unknown, fields: readonly string[]): Message | undefined {
  return isMessage(message) ? pickFields(message, fields) : undefined;
}

/** REST's optimizers_config: the deprecated thread count wins over max_optimization_threads, as in Qdrant. */
export function restOptimizersOf(message: unknown): Message | undefined {
  if (!isMessage(message)) return undefined;
  const optimizers = pickFields(message, OPTIMIZER_FIELDS);
  const threads = message.max_optimization_threads as { variant?: string; value?: string } | undefined;
  if (message.deprecated_max_optimization_threads !== undefined) optimizers.max_optimization_threads = Number(message.deprecated_max_optimization_threads);
  else if (threads?.variant === "value") optimizers.max_optimization_threads = Number(threads.value);
  else if (threads?.variant === "setting") optimizers.max_optimization_threads = "auto";
  return optimizers;
}

/** OptimizersConfigDiff for REST's optimizer_config: no thread limit (null or "auto") is the Auto setting. */
export function grpcOptimizersOf(section: unknown): Message {
  const optimizers = pickFields(section, OPTIMIZER_FIELDS);
  const threads = isMessage(section) ? section.max_optimization_threads : undefined;
  if (typeof threads === "number") return { ...optimizers, deprecated_max_optimization_threads: threads, max_optimization_threads: { value: threads } };
  return { ...optimizers, max_optimization_threads: { setting: "Auto" } };
}

/** REST's strict_mode_config: its limits, and those per multivector and per sparse vector by name. */
export function restStrictModeOf(message: unknown): Message | undefined {
  if (!isMessage(message)) return undefined;
  const multivector = (message.multivector_config as { multivector_config?: Record<string, unknown> } | undefined)?.multivector_config;
  const sparse = (message.sparse_config as { sparse_config?: Record<string, unknown> } | undefined)?.sparse_config;
  const oversampling = float32Of(message.search_max_oversampling as number | undefined);
  return {
    ...pickFields(message, STRICT_MODE_FIELDS),
    ...(oversampling === undefined ? {} : { search_max_oversampling: oversampling }),
    ...(multivector ? { multivector_config: mapValues(multivector, (limits) => pickFields(limits, ["max_vectors"])) } : {}),
    ...(sparse ? { sparse_config: mapValues(sparse, (limits) => pickFields(limits, ["max_length"])) } : {}),
  };
}

/** StrictModeConfig for REST's strict_mode_config. */
export function grpcStrictModeOf(section: unknown): Message | undefined {
  if (!isMessage(section)) return undefined;
  const { multivector_config: multivector, sparse_config: sparse } = section;
  return {
    ...pickFields(section, STRICT_MODE_FIELDS),
    ...(isMessage(multivector) ? { multivector_config: { multivector_config: mapValues(multivector, (limits) => pickFields(limits, ["max_vectors"])) } } : {}),
    ...(isMessage(sparse) ? { sparse_config: { sparse_config: mapValues(sparse, (limits) => pickFields(limits, ["max_length"])) } } : {}),
  };
}

export function mapValues<T, U>(map: Record<string, T>, convert: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [key, convert(value)]));
}
