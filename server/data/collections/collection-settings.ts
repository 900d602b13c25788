// The configuration sections Qdrant shows for a collection (hnsw_config,
// optimizer_config, wal_config, params), with Qdrant's defaults. Clients may
// send changes to them (create, PATCH); known fields are kept and shown back,
// so that tools reading them back see what they set. The engine tunes its own
// index; these values describe, they do not steer it.
import type { CollectionSettings } from "../../db/schema";
import { describe, isJsonObject } from "../parse/body-fields";
import { formatError } from "../qdrant-errors";

export const DEFAULT_HNSW_CONFIG = { m: 16, ef_construct: 100, full_scan_threshold: 10000, max_indexing_threads: 0, on_disk: false, payload_m: null };

export const DEFAULT_OPTIMIZER_CONFIG = {
  deleted_threshold: 0.2,
  vacuum_min_vector_number: 1000,
  default_segment_number: 0,
  max_segment_size: null,
  memmap_threshold: null,
  indexing_threshold: 10000,
  flush_interval_sec: 5,
  max_optimization_threads: null,
};

export const DEFAULT_WAL_CONFIG = { wal_capacity_mb: 32, wal_segments_ahead: 0 };

/** The params a client may set; shard_number and replication_factor are always 1 here. */
export const DEFAULT_PARAMS = { write_consistency_factor: 1, on_disk_payload: true, read_fan_out_factor: null };

export function defaultSettings(): CollectionSettings {
  return { hnswConfig: { ...DEFAULT_HNSW_CONFIG }, optimizerConfig: { ...DEFAULT_OPTIMIZER_CONFIG }, walConfig: { ...DEFAULT_WAL_CONFIG }, params: { ...DEFAULT_PARAMS } };
}

/**
 * `base` with the fields of `diff` that `defaults` knows (Qdrant ignores
 * unknown ones); values are numbers, booleans, strings ("auto") or null.
 */
export function mergeSettings(base: Record<string, unknown>, diff: unknown, defaults: Record<string, unknown>, path: string): Record<string, unknown> {
  if (diff === undefined || diff === null) return base;
  if (!isJsonObject(diff)) throw formatError(`invalid type: ${describe(diff)}, expected an object at ${path}`);
  const merged = { ...base };
  for (const [field, value] of Object.entries(diff)) {
    if (!Object.hasOwn(defaults, field) || value === undefined) continue;
    const isScalar = value === null || typeof value === "boolean" || typeof value === "string" || (typeof value === "number" && Number.isFinite(value));
    if (!isScalar || (typeof value === "number" && value < 0)) throw formatError(`invalid value ${JSON.stringify(value)} at ${path}.${field}`);
    merged[field] = value;
  }
  return merged;
}
