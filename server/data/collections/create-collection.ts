// PUT /collections/{name}: a new collection in the caller's project. The
// metadata row comes first (its unique name settles concurrent creates), then
// the engine's table; if the engine fails, the row goes again. Its vectors:
// dense ones (unnamed or named, possibly none) and named sparse ones. With
// sharding_method "custom", it starts without shard keys (server/data/shard-keys/)
// and its table keeps each point's key.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CreateCollection } from "../../../contract/qdrant/collections";
import type { Collection, CollectionSettings, NamedVectorSettings, SparseVectorSettings } from "../../db/schema";
import { collections } from "../../db/schema";
import { isUniqueViolation } from "../../db/is-unique-violation";
import { AppError } from "../../errors";
import type { DataPlane } from "../data-plane";
import { collectionAlreadyExists, wrongInput } from "../qdrant-errors";
import { defaultSettings, mergeSettings, mergeStrictMode } from "./collection-settings";
import type { CollectionSpec } from "../../engine/vector-engine";
import { engineDatatype, readVectorsConfig, type CollectionVectors, type ParsedVectorsConfig } from "./parse-vectors-config";
import { vectorHnsw } from "./vector-hnsw";

export type DescribedCollection = Pick<Collection, "vectorSize" | "distance" | "onDisk" | "settings">;

/** What the metadata row of a collection created by `request` holds, checked (Qdrant's 400 for what does not fit). */
export function describeNewCollection(request: CreateCollection): DescribedCollection {
  return readCreateRequest(request).row;
}

function readCreateRequest(request: CreateCollection): { row: DescribedCollection; config: ParsedVectorsConfig; sparse: Record<string, SparseVectorSettings> } {
  const sparse = sparseSettings(request);
  const config = readVectorsConfig(request.vectors, Object.keys(sparse).length > 0);
  // The row's own vector columns describe the unnamed vector, or the first named one (a sparse-only collection has none: 0, Dot).
  const vectors = config.named ? (Object.values(config.vectors)[0] ?? NO_DENSE_VECTOR) : config.vector;
  const settings = collectionSettings(request, config);
  if (Object.keys(sparse).length > 0) settings.sparseVectors = sparse;
  return { row: { vectorSize: vectors.size, distance: vectors.distance, onDisk: vectors.onDisk, settings }, config, sparse };
}

/** A new engine id: c_<uuid without dashes>. */
export function newEngineId(): string {
  return `c_${randomUUID().replaceAll("-", "")}`;
}

/** What `request` makes: the metadata row's fields, and the engine's collection under `engineId`. Checked (Qdrant's 400). */
export function planCollection(request: CreateCollection, engineId: string): { row: DescribedCollection; spec: CollectionSpec } {
  const { row, config, sparse } = readCreateRequest(request);
  // A collection that sets indexing_threshold is indexed by it; one that does not, by the service's VECTOR_INDEX_THRESHOLD.
  const indexingThresholdKb = request.optimizers_config?.indexing_threshold;
  const spec: CollectionSpec = {
    ...engineSpec(engineId, config, sparse, row.settings),
    ...(row.settings.sharding ? { sharded: true } : {}),
    ...(indexingThresholdKb !== undefined && indexingThresholdKb !== null ? { indexingThresholdKb } : {}),
  };
  return { row, spec };
}

export async function createCollection(plane: DataPlane, projectId: string, name: string, request: CreateCollection): Promise<Collection> {
  const engineId = newEngineId();
  const { row: described, spec } = planCollection(request, engineId);
  if ((await plane.catalog.find(projectId, name)) !== undefined) throw collectionAlreadyExists(name);

  let row: Collection | undefined;
  try {
    [row] = await plane.db
      .insert(collections)
      .values({ projectId, name, engineId, ...described })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw collectionAlreadyExists(name);
    throw error;
  } finally {
    plane.catalog.forget(projectId);
  }
  if (!row) throw new AppError("internal", "createCollection: the collection row was not inserted");
  try {
    await plane.engine.createCollection(spec);
  } catch (error) {
    await plane.db.delete(collections).where(eq(collections.id, row.id));
    plane.catalog.forget(projectId);
    throw error;
  }
  return row;
}

const NO_DENSE_VECTOR: CollectionVectors = { size: 0, distance: "Dot", onDisk: false, datatype: "float32", hnswConfig: undefined, multivector: false };

function engineSpec(id: string, config: ParsedVectorsConfig, sparse: Record<string, SparseVectorSettings>, settings: CollectionSettings): CollectionSpec {
  const toSpec = (vector: CollectionVectors, name: string) => ({
    size: vector.size,
    distance: vector.distance,
    onDisk: vector.onDisk,
    datatype: engineDatatype(vector),
    multivector: vector.multivector,
    hnsw: vectorHnsw(settings, name),
  });
  const sparseVectors = Object.fromEntries(Object.entries(sparse).map(([name, { modifier }]) => [name, { modifier: modifier ?? "none" }]));
  if (!config.named) return { id, sparseVectors, ...toSpec(config.vector, "") };
  return { id, sparseVectors, vectors: Object.fromEntries(Object.entries(config.vectors).map(([name, vector]) => [name, toSpec(vector, name)])) };
}

/** The sparse vectors as collection info shows them; a name a dense vector has too is refused. */
function sparseSettings(request: CreateCollection): Record<string, SparseVectorSettings> {
  const dense = typeof request.vectors.size === "number" ? [""] : Object.keys(request.vectors);
  const settings: Record<string, SparseVectorSettings> = {};
  for (const [name, params] of Object.entries(request.sparse_vectors ?? {})) {
    if (dense.includes(name)) throw wrongInput(`Vector name \`${name}\` is both a dense and a sparse vector: give each vector its own name`);
    settings[name] = {
      ...(params.index ? { index: mergeSettings({}, params.index) } : {}),
      ...(params.modifier ? { modifier: params.modifier } : {}),
    };
  }
  return settings;
}

const MAX_SIM = { comparator: "max_sim" } as const;

function collectionSettings(request: CreateCollection, config: ParsedVectorsConfig): CollectionSettings {
  const base = defaultSettings();
  const hnswConfig = mergeSettings(base.hnswConfig, request.hnsw_config);
  const settings: CollectionSettings = {
    hnswConfig: config.named ? hnswConfig : mergeSettings(hnswConfig, config.vector.hnswConfig),
    optimizerConfig: mergeSettings(base.optimizerConfig, request.optimizers_config),
    walConfig: mergeSettings(base.walConfig, request.wal_config),
    params: mergeSettings(base.params, { on_disk_payload: request.on_disk_payload ?? undefined, write_consistency_factor: request.write_consistency_factor ?? undefined }),
  };
  if (request.quantization_config !== undefined && request.quantization_config !== null) settings.quantizationConfig = request.quantization_config;
  if (request.metadata) settings.metadata = request.metadata;
  // Given fields over Qdrant's default strict mode, as Qdrant fills in a new collection's.
  settings.strictModeConfig = mergeStrictMode(base.strictModeConfig ?? {}, request.strict_mode_config);
  if (!config.named && config.vector.datatype !== "float32") settings.vectorDatatype = config.vector.datatype;
  if (!config.named && config.vector.multivector) settings.multivectorConfig = MAX_SIM;
  if (config.named) settings.namedVectors = Object.fromEntries(Object.entries(config.vectors).map(([name, vector]) => [name, namedVectorSettings(vector)]));
  if (request.sharding_method === "custom") settings.sharding = { keys: [], shardNumber: request.shard_number ?? 1 };
  return settings;
}

/** A named vector's params as collection info shows them. */
export function namedVectorSettings({ size, distance, onDisk, datatype, hnswConfig, multivector }: CollectionVectors): NamedVectorSettings {
  return {
    size,
    distance,
    on_disk: onDisk,
    ...(datatype !== "float32" ? { datatype } : {}),
    ...(multivector ? { multivector_config: MAX_SIM } : {}),
    ...(hnswConfig ? { hnsw_config: mergeSettings({}, hnswConfig) } : {}),
  };
}
