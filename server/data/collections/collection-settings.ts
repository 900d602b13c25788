// The configuration sections Qdrant shows for a collection (hnsw_config,
// optimizer_config, wal_config, params, strict_mode_config), with Qdrant's defaults. Clients may
// send changes to them (create, PATCH); known fields are kept and shown back,
// so that tools reading them back see what they set. Most describe and do not
// steer; these do: optimizers_config.indexing_threshold decides when a
// collection that sets it is indexed (create-collection.ts, update-collection.ts),
// hnsw_config's m and ef_construct how the pgvector engine builds each vector's
// index (vector-hnsw.ts; LanceDB's graph takes the engine's own), and
// strict_mode_config is enforced when enabled (../strict-mode/).
import type { ConfigDiff, StrictModeConfig } from "../../../contract/qdrant/collections";
import type { CollectionSettings } from "../../db/schema";

export const DEFAULT_HNSW_CONFIG = { m: 16, ef_construct: 100, full_scan_threshold: 10000, max_indexing_threads: 0, on_disk: false, payload_m: null };

const DEFAULT_OPTIMIZER_CONFIG = {
  deleted_threshold: 0.2,
  vacuum_min_vector_number: 1000,
  default_segment_number: 0,
  max_segment_size: null,
  memmap_threshold: null,
  indexing_threshold: 10000,
  flush_interval_sec: 5,
  max_optimization_threads: null,
};

const DEFAULT_WAL_CONFIG = { wal_capacity_mb: 32, wal_segments_ahead: 0 };

/** Qdrant's default strict mode for a new collection (its config.yaml): off, with no limits set. */
export const DEFAULT_STRICT_MODE = { enabled: false };

/** The params a client may set; shard_number and replication_factor are always 1 here. */
const DEFAULT_PARAMS = { write_consistency_factor: 1, on_disk_payload: true, read_fan_out_factor: null };

export function defaultSettings(): CollectionSettings {
  return { hnswConfig: { ...DEFAULT_HNSW_CONFIG }, optimizerConfig: { ...DEFAULT_OPTIMIZER_CONFIG }, walConfig: { ...DEFAULT_WAL_CONFIG }, params: { ...DEFAULT_PARAMS }, strictModeConfig: { ...DEFAULT_STRICT_MODE } };
}

/** `base` with the fields `diff` sets (its schema keeps only the fields Qdrant knows: contract/qdrant/collections.ts). */
export function mergeSettings(base: Record<string, unknown>, diff: ConfigDiff | null | undefined): Record<string, unknown> {
  if (!diff) return base;
  const merged = { ...base };
  for (const [field, value] of Object.entries(diff)) if (value !== undefined) merged[field] = value;
  return merged;
}

/**
 * `base` with the strict mode settings `diff` gives, as Qdrant's StrictModeConfig::update merges them: a field given
 * as null changes nothing (Qdrant reads it as absent, so a limit cannot be unset), and a map (multivector_config,
 * sparse_config) replaces the one before whole.
 */
export function mergeStrictMode(base: Record<string, unknown>, diff: StrictModeConfig | null | undefined): Record<string, unknown> {
  if (!diff) return base;
  const merged = { ...base };
  for (const [field, value] of Object.entries(diff)) if (value !== undefined && value !== null) merged[field] = value;
  return merged;
}
