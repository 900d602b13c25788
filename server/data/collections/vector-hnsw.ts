// A dense vector's HNSW parameters as Qdrant resolves them: the named vector's
// own hnsw_config over the collection's (which holds the unnamed vector's),
// over Qdrant's defaults. The engine builds its index with them.
import type { CollectionSettings } from "../../db/schema";
import type { HnswParams } from "../../engine/vector-engine";
import { DEFAULT_HNSW_CONFIG } from "./collection-settings";

export function vectorHnsw(settings: CollectionSettings, name: string): HnswParams {
  const own = settings.namedVectors?.[name]?.hnsw_config ?? {};
  const collection = settings.hnswConfig;
  return {
    m: numberOr(own.m, numberOr(collection.m, DEFAULT_HNSW_CONFIG.m)),
    efConstruct: numberOr(own.ef_construct, numberOr(collection.ef_construct, DEFAULT_HNSW_CONFIG.ef_construct)),
  };
}

/** Every dense vector's parameters, by name ("" for the unnamed one). */
export function denseVectorsHnsw(settings: CollectionSettings): Record<string, HnswParams> {
  const names = settings.namedVectors ? Object.keys(settings.namedVectors) : [""];
  return Object.fromEntries(names.map((name) => [name, vectorHnsw(settings, name)]));
}

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" ? value : fallback;
}
