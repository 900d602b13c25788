// PUT /collections/{name}: a new collection in the caller's project. The
// metadata row comes first (its unique name settles concurrent creates), then
// the engine's table; if the engine fails, the row goes again.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CreateCollection } from "../../../contract/qdrant/collections";
import type { Collection, CollectionSettings } from "../../db/schema";
import { collections } from "../../db/schema";
import { isUniqueViolation } from "../../control/projects/is-unique-violation";
import { AppError } from "../../errors";
import type { DataPlane } from "../data-plane";
import { collectionAlreadyExists, wrongInput } from "../qdrant-errors";
import { defaultSettings, mergeSettings } from "./collection-settings";
import { readVectorsConfig, type CollectionVectors } from "./parse-vectors-config";

export async function createCollection(plane: DataPlane, projectId: string, name: string, request: CreateCollection): Promise<true> {
  const vectors = readVectorsConfig(request.vectors);
  const settings = collectionSettings(request, vectors);
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
    await plane.engine.createCollection({ id: engineId, size: vectors.size, distance: vectors.distance, onDisk: vectors.onDisk, datatype: vectors.datatype });
  } catch (error) {
    await plane.db.delete(collections).where(eq(collections.id, row.id));
    plane.catalog.forget(projectId);
    throw error;
  }
  return true;
}

function collectionSettings(request: CreateCollection, vectors: CollectionVectors): CollectionSettings {
  if (request.sparse_vectors && Object.keys(request.sparse_vectors).length > 0) {
    throw wrongInput("Sparse vectors are not supported: a collection here holds one dense vector per point");
  }
  if (request.sharding_method === "custom") throw wrongInput("Custom sharding is not supported: collections here have one shard");
  const base = defaultSettings();
  const settings: CollectionSettings = {
    hnswConfig: mergeSettings(mergeSettings(base.hnswConfig, request.hnsw_config), vectors.hnswConfig),
    optimizerConfig: mergeSettings(base.optimizerConfig, request.optimizers_config),
    walConfig: mergeSettings(base.walConfig, request.wal_config),
    params: mergeSettings(base.params, { on_disk_payload: request.on_disk_payload ?? undefined, write_consistency_factor: request.write_consistency_factor ?? undefined }),
  };
  if (request.quantization_config !== undefined && request.quantization_config !== null) settings.quantizationConfig = request.quantization_config;
  if (request.metadata) settings.metadata = request.metadata;
  if (vectors.datatype !== "float32") settings.vectorDatatype = vectors.datatype;
  return settings;
}
