// Collections: their names, and the bodies that create and change them
// (Qdrant's CreateCollection and UpdateCollection, with the configuration
// sections a client may set).
import { z } from "zod";
import { integer, unsignedInteger } from "./fields";
import { selectUnion } from "./select-union";
import { expecting, isJsonObject } from "./wording";

/** Qdrant's largest dense vector. */
export const MAX_VECTOR_SIZE = 65536;
import { Distance } from "./collection-names";

export { CollectionLookupPath, CollectionName, CollectionPath, Distance, ExistingName } from "./collection-names";

/** Counts and sizes of the configuration (Rust's usize): a fraction or a negative number is the wrong type. */
const Count = unsignedInteger().nullable();
const Flag = z.boolean({ error: expecting("a boolean") }).nullable();
/** A share from 0 to 1 (deleted_threshold). */
const Share = z.number({ error: expecting("a number") }).min(0).max(1).nullable();
/** Thread counts: a number, or "auto" where Qdrant offers it. */
const Threads = z.union([unsignedInteger(), z.literal("auto")], { error: expecting('an unsigned integer or "auto"') }).nullable();

function settings<const Shape extends Record<string, z.ZodType>>(shape: Shape) {
  const optional = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as { [Key in keyof Shape]: z.ZodOptional<Shape[Key]> };
  return z.object(optional, { error: expecting("an object") });
}

export const HnswConfigDiff = settings({ m: Count, ef_construct: Count, full_scan_threshold: Count, max_indexing_threads: Count, on_disk: Flag, payload_m: Count }).meta({ id: "HnswConfigDiff" });

export const OptimizersConfigDiff = settings({
  deleted_threshold: Share,
  vacuum_min_vector_number: Count,
  default_segment_number: Count,
  max_segment_size: Count,
  memmap_threshold: Count,
  indexing_threshold: Count,
  flush_interval_sec: Count,
  max_optimization_threads: Threads,
}).meta({ id: "OptimizersConfigDiff" });

export const WalConfigDiff = settings({ wal_capacity_mb: Count, wal_segments_ahead: Count }).meta({ id: "WalConfigDiff" });

export const CollectionParamsDiff = settings({ write_consistency_factor: Count, on_disk_payload: Flag, read_fan_out_factor: Count });

export type ConfigDiff = z.output<typeof HnswConfigDiff> | z.output<typeof OptimizersConfigDiff> | z.output<typeof WalConfigDiff> | z.output<typeof CollectionParamsDiff>;

const outOfSizeRange: z.core.$ZodErrorMap = (issue) => `value ${String(issue.input)} invalid, must be from 1 to ${MAX_VECTOR_SIZE}`;

/** A dense vector's size: 1 to 65536 (Qdrant's validator, 422 outside). */
export const VectorSize = unsignedInteger().min(1, { error: outOfSizeRange }).max(MAX_VECTOR_SIZE, { error: outOfSizeRange });

/** Qdrant's Datatype (VectorStorageDatatype): how a vector's values are stored. */
export const Datatype = z.enum(["float32", "uint8", "float16"]);

/** Qdrant's MultiVectorConfig: several vectors per point, compared by MaxSim. */
export const MultiVectorConfig = z.object({ comparator: z.enum(["max_sim"]) }, { error: expecting("{comparator}") });

export const VectorParams = z.object(
  {
    size: VectorSize,
    distance: Distance,
    on_disk: z.boolean().nullish(),
    hnsw_config: HnswConfigDiff.nullish(),
    quantization_config: z.unknown().optional(),
    multivector_config: MultiVectorConfig.nullish(),
    datatype: Datatype.nullish(),
  },
  { error: expecting("vector params {size, distance}") },
).meta({ id: "VectorParams" });

export type VectorParams = z.output<typeof VectorParams>;

const NamedVectorParams = z.record(z.string(), VectorParams);

/** Qdrant's VectorsConfig: one unnamed vector's params, or params by vector name. */
export const VectorsConfig = selectUnion(
  [VectorParams, NamedVectorParams],
  (value) => (isJsonObject(value) ? ("size" in value || "distance" in value ? VectorParams : NamedVectorParams) : undefined),
  {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'missing field `vectors`: give {"size": ..., "distance": ...}' : expecting("vector params {size, distance}")(issue),
  },
);

export type VectorsConfig = z.output<typeof VectorsConfig>;

const AtLeastOne = integer().min(1);

/** Qdrant's Modifier of a sparse vector: idf scales each query weight by its dimension's inverse document frequency. */
export const Modifier = z.enum(["none", "idf"]);
const Metadata = z.record(z.string(), z.unknown(), { error: expecting("an object") });
const SparseIndexParams = settings({ full_scan_threshold: Count, on_disk: Flag, datatype: Datatype.nullable() });

/** Qdrant's SparseVectorParams: the index settings (kept and shown back; the index here is exact and in memory) and the query-time modifier. */
export const SparseVectorParams = z.object(
  { index: SparseIndexParams.nullish(), modifier: Modifier.nullish() },
  { error: expecting("sparse vector params {index, modifier}") },
).meta({ id: "SparseVectorParams" });

export type SparseVectorParams = z.output<typeof SparseVectorParams>;

const SparseVectorsConfig = z.record(z.string(), SparseVectorParams, { error: expecting("a map of sparse vector names to their params") });

/** A limit Qdrant's validator holds to 1 or more (`range(min = 1)`: 422 "value 0 invalid, must be 1 or larger"). */
const PositiveCount = unsignedInteger().min(1).nullable();

/** Qdrant's StrictModeMultivector and StrictModeSparse, by vector name: at most so many vectors of a multivector, indices of a sparse vector. */
const MultivectorLimits = z.record(z.string(), z.object({ max_vectors: PositiveCount.optional() }, { error: expecting("{max_vectors}") }), { error: expecting("a map of vector names to {max_vectors}") });
const SparseLimits = z.record(z.string(), z.object({ max_length: PositiveCount.optional() }, { error: expecting("{max_length}") }), { error: expecting("a map of vector names to {max_length}") });

/**
 * Qdrant 1.19's StrictModeConfig (lib/segment/src/types.rs), with its types and minimums; fields it does not know
 * are ignored, as serde ignores them. Enforced on the data plane when `enabled` (server/data/strict-mode/);
 * max_resident_memory_percent (deprecated in 1.19) is kept and shown back only.
 */
export const StrictModeConfig = z
  .object(
    {
      enabled: Flag.optional(),
      max_query_limit: PositiveCount.optional(),
      max_timeout: PositiveCount.optional(),
      unindexed_filtering_retrieve: Flag.optional(),
      unindexed_filtering_update: Flag.optional(),
      search_max_hnsw_ef: Count.optional(),
      search_allow_exact: Flag.optional(),
      search_max_oversampling: z.number({ error: expecting("a number") }).nullable().optional(),
      upsert_max_batchsize: Count.optional(),
      search_max_batchsize: Count.optional(),
      max_collection_vector_size_bytes: Count.optional(),
      read_rate_limit: PositiveCount.optional(),
      write_rate_limit: PositiveCount.optional(),
      max_collection_payload_size_bytes: Count.optional(),
      max_points_count: PositiveCount.optional(),
      filter_max_conditions: Count.optional(),
      condition_max_size: Count.optional(),
      multivector_config: MultivectorLimits.nullable().optional(),
      sparse_config: SparseLimits.nullable().optional(),
      max_payload_index_count: Count.optional(),
      max_resident_memory_percent: unsignedInteger().min(1).max(100).nullable().optional(),
    },
    { error: expecting("strict mode settings {enabled, max_query_limit, ...}") },
  )
  .meta({ id: "StrictModeConfig" });

export type StrictModeConfig = z.output<typeof StrictModeConfig>;

export const CreateCollection = z.object(
  {
    vectors: VectorsConfig,
    shard_number: AtLeastOne.nullish(),
    sharding_method: z.enum(["auto", "custom"]).nullish(),
    replication_factor: AtLeastOne.nullish(),
    write_consistency_factor: AtLeastOne.nullish(),
    on_disk_payload: z.boolean().nullish(),
    hnsw_config: HnswConfigDiff.nullish(),
    wal_config: WalConfigDiff.nullish(),
    optimizers_config: OptimizersConfigDiff.nullish(),
    quantization_config: z.unknown().optional(),
    sparse_vectors: SparseVectorsConfig.nullish(),
    strict_mode_config: StrictModeConfig.nullish(),
    metadata: Metadata.nullish(),
  },
  { error: expecting("an object") },
);

export type CreateCollection = z.output<typeof CreateCollection>;

export const VectorParamsDiff = z.object(
  { hnsw_config: HnswConfigDiff.nullish(), quantization_config: z.unknown().optional(), on_disk: z.boolean().nullish() },
  { error: expecting("an object") },
);

export const UpdateCollection = z.object(
  {
    vectors: z.record(z.string(), VectorParamsDiff, { error: expecting("a map of vector names to changes") }).nullish(),
    optimizers_config: OptimizersConfigDiff.nullish(),
    params: CollectionParamsDiff.nullish(),
    hnsw_config: HnswConfigDiff.nullish(),
    quantization_config: z.unknown().optional(),
    sparse_vectors: SparseVectorsConfig.nullish(),
    strict_mode_config: StrictModeConfig.nullish(),
    metadata: Metadata.nullish(),
  },
  { error: expecting("an object") },
);

export type UpdateCollection = z.output<typeof UpdateCollection>;

export const CollectionsResponse = z.object({ collections: z.array(z.object({ name: z.string() })) });

export const CollectionExistence = z.object({ exists: z.boolean() });

/** Qdrant's CollectionInfo, as far as this service fills it in. */
export const CollectionInfo = z.object({
  status: z.enum(["green", "yellow", "grey", "red"]),
  optimizer_status: z.unknown(),
  /** Only when there is a warning: Qdrant leaves the key out of an empty list. */
  warnings: z.array(z.unknown()).optional(),
  indexed_vectors_count: z.int().min(0),
  points_count: z.int().min(0),
  segments_count: z.int().min(0),
  config: z.looseObject({ params: z.looseObject({ vectors: z.union([VectorParams, NamedVectorParams]), sparse_vectors: z.record(z.string(), SparseVectorParams).optional() }) }),
  payload_schema: z.record(z.string(), z.looseObject({ data_type: z.string(), points: z.int().min(0) })),
  /** Qdrant 1.20: when the collection was created, RFC 3339 in UTC. */
  created_at: z.iso.datetime(),
});

export type CollectionInfo = z.output<typeof CollectionInfo>;
