// PATCH /collections/{name}: the parameters Qdrant lets a client change.
// on_disk, hnsw_config, optimizers_config, params, quantization_config and
// metadata are kept and shown back; strict_mode_config is accepted and has no
// effect here; named and sparse vectors do not exist here (400).
import { eq } from "drizzle-orm";
import type { UpdateCollection } from "../../../contract/qdrant/collections";
import type { Collection, CollectionSettings } from "../../db/schema";
import { collections } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { wrongInput } from "../qdrant-errors";
import { mergeSettings } from "./collection-settings";

export async function updateCollection(plane: DataPlane, collection: Collection, request: UpdateCollection): Promise<true> {
  let onDisk = collection.onDisk;
  let hnswConfig = mergeSettings(collection.settings.hnswConfig, request.hnsw_config);
  for (const [name, changes] of Object.entries(request.vectors ?? {})) {
    if (name !== "") throw wrongInput(`Not existing vector name error: ${name}`);
    onDisk = changes.on_disk ?? onDisk;
    hnswConfig = mergeSettings(hnswConfig, changes.hnsw_config);
  }
  if (request.sparse_vectors && Object.keys(request.sparse_vectors).length > 0) throw wrongInput("Sparse vectors are not supported");
  const settings: CollectionSettings = {
    ...collection.settings,
    hnswConfig,
    optimizerConfig: mergeSettings(collection.settings.optimizerConfig, request.optimizers_config),
    params: mergeSettings(collection.settings.params, request.params),
  };
  if (request.quantization_config !== undefined) settings.quantizationConfig = request.quantization_config;
  if (request.metadata) {
    // Qdrant merges metadata; an empty object removes it.
    settings.metadata = Object.keys(request.metadata).length === 0 ? undefined : { ...settings.metadata, ...request.metadata };
  }
  await plane.db.update(collections).set({ onDisk, settings }).where(eq(collections.id, collection.id));
  plane.catalog.forget(collection.projectId);
  return true;
}
