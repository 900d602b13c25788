// PATCH /collections/{name}: the parameters Qdrant lets a client change.
// on_disk, hnsw_config, optimizers_config, params, quantization_config and
// metadata are kept and shown back; strict_mode_config is accepted and has no
// effect here; named and sparse vectors do not exist here (400).
import { eq } from "drizzle-orm";
import type { Collection, CollectionSettings } from "../../db/schema";
import { collections } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { describe, isJsonObject, optionalBoolean, readObject } from "../parse/body-fields";
import { formatError, wrongInput } from "../qdrant-errors";
import { DEFAULT_HNSW_CONFIG, DEFAULT_OPTIMIZER_CONFIG, DEFAULT_PARAMS, mergeSettings } from "./collection-settings";

export async function updateCollection(plane: DataPlane, collection: Collection, body: unknown): Promise<true> {
  const request = readObject(body);
  let onDisk = collection.onDisk;
  let hnswConfig = mergeSettings(collection.settings.hnswConfig, request.hnsw_config, DEFAULT_HNSW_CONFIG, "hnsw_config");
  if (request.vectors !== undefined && request.vectors !== null) {
    if (!isJsonObject(request.vectors)) throw formatError(`invalid type: ${describe(request.vectors)}, expected a map of vector names to changes at vectors`);
    for (const [name, diff] of Object.entries(request.vectors)) {
      if (name !== "") throw wrongInput(`Not existing vector name error: ${name}`);
      const changes = readObject(diff, 'vectors.""');
      onDisk = optionalBoolean(changes, "on_disk", 'vectors.""') ?? onDisk;
      hnswConfig = mergeSettings(hnswConfig, changes.hnsw_config, DEFAULT_HNSW_CONFIG, 'vectors."".hnsw_config');
    }
  }
  if (isJsonObject(request.sparse_vectors) && Object.keys(request.sparse_vectors).length > 0) throw wrongInput("Sparse vectors are not supported");
  const settings: CollectionSettings = {
    ...collection.settings,
    hnswConfig,
    optimizerConfig: mergeSettings(collection.settings.optimizerConfig, request.optimizers_config, DEFAULT_OPTIMIZER_CONFIG, "optimizers_config"),
    params: mergeSettings(collection.settings.params, request.params, DEFAULT_PARAMS, "params"),
  };
  if (request.quantization_config !== undefined) settings.quantizationConfig = request.quantization_config;
  if (request.metadata !== undefined && request.metadata !== null) {
    if (!isJsonObject(request.metadata)) throw formatError(`invalid type: ${describe(request.metadata)}, expected an object at metadata`);
    // Qdrant merges metadata; an empty object removes it.
    settings.metadata = Object.keys(request.metadata).length === 0 ? undefined : { ...settings.metadata, ...request.metadata };
  }
  await plane.db.update(collections).set({ onDisk, settings }).where(eq(collections.id, collection.id));
  plane.catalog.forget(collection.projectId);
  return true;
}
