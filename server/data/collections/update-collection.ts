// PATCH /collections/{name}: the parameters Qdrant lets a client change.
// on_disk, hnsw_config, optimizers_config, params, quantization_config,
// strict_mode_config (merged, as Qdrant merges it; enforced by ../strict-mode/) and
// metadata are kept and shown back, per named vector for named vectors
// (optimizers_config.indexing_threshold also tells the engine when to index, and
// hnsw_config how: vector-hnsw.ts); a sparse vector's index params are kept and
// shown back, its modifier is fixed at creation.
import type { UpdateCollection } from "../../../contract/qdrant/collections";
import type { Collection, CollectionSettings } from "../../db/schema";
import type { DataPlane } from "../data-plane";
import { collectionNotFound, wrongInput } from "../qdrant-errors";
import { changeCollectionRow, type CollectionRowChange } from "./change-collection-row";
import { DEFAULT_STRICT_MODE, mergeSettings, mergeStrictMode } from "./collection-settings";
import { isSparseName, vectorConfig } from "./collection-vectors";
import { denseVectorsHnsw } from "./vector-hnsw";

export async function updateCollection(plane: DataPlane, collection: Collection, request: UpdateCollection): Promise<true> {
  // Checked and changed on the row as it is now: a named vector added or removed since the request was routed counts.
  const changed = await changeCollectionRow(plane.db, collection.id, (current) => updatedRow(current, request));
  plane.catalog.forget(collection.projectId);
  if (!changed) throw collectionNotFound(collection.name);
  // The one optimizer setting that steers the engine: when the collection's vectors are indexed (null: the service's default).
  const indexingThreshold = request.optimizers_config?.indexing_threshold;
  if (indexingThreshold !== undefined) await plane.engine.setIndexingThreshold(collection.engineId, indexingThreshold);
  // And the HNSW parameters each dense vector's index is built with (the engine builds again those that changed).
  if (request.hnsw_config || Object.values(request.vectors ?? {}).some((changes) => changes.hnsw_config)) {
    await plane.engine.setHnsw(collection.engineId, denseVectorsHnsw(changed.settings));
  }
  return true;
}

function updatedRow(collection: Collection, request: UpdateCollection): CollectionRowChange {
  let onDisk = collection.onDisk;
  let hnswConfig = mergeSettings(collection.settings.hnswConfig, request.hnsw_config);
  const namedVectors = collection.settings.namedVectors ? { ...collection.settings.namedVectors } : undefined;
  for (const [name, changes] of Object.entries(request.vectors ?? {})) {
    vectorConfig(collection, name);
    const named = namedVectors?.[name];
    if (named) {
      namedVectors[name] = {
        ...named,
        on_disk: changes.on_disk ?? named.on_disk,
        ...(changes.hnsw_config ? { hnsw_config: mergeSettings(named.hnsw_config ?? {}, changes.hnsw_config) } : {}),
      };
      continue;
    }
    onDisk = changes.on_disk ?? onDisk;
    hnswConfig = mergeSettings(hnswConfig, changes.hnsw_config);
  }
  const sparseVectors = collection.settings.sparseVectors ? { ...collection.settings.sparseVectors } : undefined;
  for (const [name, changes] of Object.entries(request.sparse_vectors ?? {})) {
    const current = sparseVectors?.[name];
    if (!sparseVectors || !current || !isSparseName(collection, name)) throw wrongInput(`Not existing vector name error: ${name}`);
    if (changes.modifier && changes.modifier !== (current.modifier ?? "none")) {
      throw wrongInput(`The modifier of sparse vector \`${name}\` is fixed when the collection is created: create a new collection to change it`);
    }
    sparseVectors[name] = { ...current, ...(changes.index ? { index: mergeSettings(current.index ?? {}, changes.index) } : {}) };
  }
  const settings: CollectionSettings = {
    ...collection.settings,
    hnswConfig,
    optimizerConfig: mergeSettings(collection.settings.optimizerConfig, request.optimizers_config),
    params: mergeSettings(collection.settings.params, request.params),
    ...(namedVectors ? { namedVectors } : {}),
    ...(sparseVectors ? { sparseVectors } : {}),
  };
  if (request.quantization_config !== undefined) settings.quantizationConfig = request.quantization_config;
  if (request.strict_mode_config) settings.strictModeConfig = mergeStrictMode(settings.strictModeConfig ?? DEFAULT_STRICT_MODE, request.strict_mode_config);
  if (request.metadata) {
    // Qdrant merges metadata; an empty object removes it.
    settings.metadata = Object.keys(request.metadata).length === 0 ? undefined : { ...settings.metadata, ...request.metadata };
  }
  return { onDisk, settings };
}
