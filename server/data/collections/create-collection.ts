// PUT /collections/{name}: a new collection in the caller's project. The
// metadata row comes first (its unique name settles concurrent creates), then
// the engine's table; if the engine fails, the row goes again.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Collection, CollectionSettings } from "../../db/schema";
import { collections } from "../../db/schema";
import { isUniqueViolation } from "../../control/projects/is-unique-violation";
import { AppError } from "../../errors";
import type { DataPlane } from "../data-plane";
import { isJsonObject, optionalBoolean, optionalInteger, readObject, type JsonObject } from "../parse/body-fields";
import { collectionAlreadyExists, wrongInput } from "../qdrant-errors";
import { validateCollectionName } from "./collection-name";
import { DEFAULT_HNSW_CONFIG, DEFAULT_OPTIMIZER_CONFIG, DEFAULT_PARAMS, DEFAULT_WAL_CONFIG, defaultSettings, mergeSettings } from "./collection-settings";
import { parseVectorsConfig } from "./parse-vectors-config";

export async function createCollection(plane: DataPlane, projectId: string, name: string, body: unknown): Promise<true> {
  validateCollectionName(name);
  const request = readObject(body);
  const vectors = parseVectorsConfig(request.vectors);
  const settings = parseSettings(request, vectors.hnswConfig);
  if ((await plane.catalog.find(projectId, name)) !== undefined) throw collectionAlreadyExists(name);

  const engineId = `c_${randomUUID().replaceAll("-", "")}`;
  let row: Collection | undefined;
  try {
    [row] = await plane.db
      .insert(collections)
      .values({ projectId, name, engineId, vectorSize: vectors.size, distance: vectors.distance, onDisk: vectors.onDisk, settings })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw collectionAlreadyExists(name);
    throw error;
  } finally {
    plane.catalog.forget(projectId);
  }
  if (!row) throw new AppError("internal", "createCollection: the collection row was not inserted");
  try {
    await plane.engine.createCollection({ id: engineId, size: vectors.size, distance: vectors.distance, onDisk: vectors.onDisk });
  } catch (error) {
    await plane.db.delete(collections).where(eq(collections.id, row.id));
    plane.catalog.forget(projectId);
    throw error;
  }
  return true;
}

function parseSettings(request: JsonObject, vectorHnswConfig: unknown): CollectionSettings {
  if (isJsonObject(request.sparse_vectors) && Object.keys(request.sparse_vectors).length > 0) {
    throw wrongInput("Sparse vectors are not supported: a collection here holds one dense vector per point");
  }
  if (request.sharding_method === "custom") throw wrongInput("Custom sharding is not supported: collections here have one shard");
  for (const field of ["shard_number", "replication_factor", "write_consistency_factor"]) optionalInteger(request, field, { min: 1 });
  const base = defaultSettings();
  const hnswConfig = mergeSettings(mergeSettings(base.hnswConfig, request.hnsw_config, DEFAULT_HNSW_CONFIG, "hnsw_config"), vectorHnswConfig, DEFAULT_HNSW_CONFIG, "vectors.hnsw_config");
  const settings: CollectionSettings = {
    hnswConfig,
    optimizerConfig: mergeSettings(base.optimizerConfig, request.optimizers_config, DEFAULT_OPTIMIZER_CONFIG, "optimizers_config"),
    walConfig: mergeSettings(base.walConfig, request.wal_config, DEFAULT_WAL_CONFIG, "wal_config"),
    params: mergeSettings(base.params, { on_disk_payload: optionalBoolean(request, "on_disk_payload"), write_consistency_factor: request.write_consistency_factor ?? undefined }, DEFAULT_PARAMS, "params"),
  };
  if (request.quantization_config !== undefined && request.quantization_config !== null) settings.quantizationConfig = request.quantization_config;
  if (isJsonObject(request.metadata)) settings.metadata = request.metadata;
  return settings;
}
