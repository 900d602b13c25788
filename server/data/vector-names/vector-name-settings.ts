// What a named vector added by PUT /collections/{name}/vectors/{vector_name}
// makes of a collection, as Qdrant decides it: a name the collection already
// has with the same settings changes nothing (the request succeeds), with
// other settings or of the other kind (dense, sparse) it is refused in
// Qdrant's words. Here also: a named dense vector does not join an unnamed one
// (as at creation, parse-vectors-config.ts); a sparse one may.
import type { Collection, CollectionSettings, NamedVectorSettings, SparseVectorSettings } from "../../db/schema";
import type { NewVectorSpec } from "../../engine/vector-engine";
import type { VectorNameConfig } from "../../engine/write-operation";
import { hasNamedVectors } from "../collections/collection-vectors";
import { namedVectorSettings } from "../collections/create-collection";
import { engineDatatype, type CollectionVectors } from "../collections/parse-vectors-config";
import { vectorHnsw } from "../collections/vector-hnsw";
import { wrongInput } from "../qdrant-errors";

type DenseConfig = Extract<VectorNameConfig, { dense: unknown }>["dense"];
type SparseConfig = Extract<VectorNameConfig, { sparse: unknown }>["sparse"];

/** "new": the collection gains the vector; "same": it has it already, as asked. Otherwise Qdrant's 400. */
export function checkNewVector(collection: Collection, name: string, config: VectorNameConfig): "new" | "same" {
  const { namedVectors, sparseVectors } = collection.settings;
  const dense = namedVectors && Object.hasOwn(namedVectors, name) ? namedVectors[name] : undefined;
  const sparse = sparseVectors && Object.hasOwn(sparseVectors, name) ? sparseVectors[name] : undefined;
  if ("dense" in config) {
    if (dense) {
      if (!isSameDense(dense, config.dense)) throw wrongInput(`Vector \`${name}\` already exists with a different configuration`);
      return "same";
    }
    if (sparse) throw wrongInput(`Vector \`${name}\` already exists as a sparse vector`);
    if (!hasNamedVectors(collection)) {
      throw wrongInput(`The unnamed vector ("") cannot be mixed with named vectors: this collection's dense vector is unnamed, so \`${name}\` can only be added as a sparse vector`);
    }
    return "new";
  }
  if (sparse) {
    if (!isSameSparse(sparse, config.sparse)) throw wrongInput(`Sparse vector \`${name}\` already exists with a different configuration`);
    return "same";
  }
  if (dense) throw wrongInput(`Vector \`${name}\` already exists as a dense vector`);
  return "new";
}

/** The collection's settings with the vector added, as collection info shows it. */
export function withVector(settings: CollectionSettings, name: string, config: VectorNameConfig): CollectionSettings {
  if ("dense" in config) return { ...settings, namedVectors: { ...settings.namedVectors, [name]: namedVectorSettings(denseVectors(config.dense)) } };
  return { ...settings, sparseVectors: { ...settings.sparseVectors, [name]: sparseSettings(config.sparse) } };
}

/** The collection's settings without the vector (dense or sparse). */
export function withoutVector(settings: CollectionSettings, name: string): CollectionSettings {
  const without = <Value>(vectors: Record<string, Value> | undefined) => (vectors ? Object.fromEntries(Object.entries(vectors).filter(([key]) => key !== name)) : undefined);
  const { namedVectors, sparseVectors, ...rest } = settings;
  const dense = without(namedVectors);
  const sparse = without(sparseVectors);
  return { ...rest, ...(dense ? { namedVectors: dense } : {}), ...(sparse ? { sparseVectors: sparse } : {}) };
}

/** Whether the collection has a named vector, dense or sparse, of that name. */
export function hasVectorNamed(settings: CollectionSettings, name: string): boolean {
  return [settings.namedVectors, settings.sparseVectors].some((vectors) => vectors !== undefined && Object.hasOwn(vectors, name));
}

/** How the engine holds the new vector; a dense one is indexed as the collection's hnsw_config says (it has none of its own). */
export function engineVectorSpec(config: VectorNameConfig, settings: CollectionSettings): NewVectorSpec {
  if ("sparse" in config) return { sparse: { modifier: config.sparse.modifier ?? "none" } };
  const vectors = denseVectors(config.dense);
  const hnsw = vectorHnsw({ ...settings, namedVectors: undefined }, "");
  return { dense: { size: vectors.size, distance: vectors.distance, onDisk: vectors.onDisk, datatype: engineDatatype(vectors), multivector: vectors.multivector, hnsw } };
}

function denseVectors({ size, distance, multivector_config, datatype }: DenseConfig): CollectionVectors {
  return { size, distance, onDisk: false, datatype: datatype ?? "float32", hnswConfig: undefined, multivector: multivector_config !== undefined && multivector_config !== null };
}

function sparseSettings({ modifier, datatype }: SparseConfig): SparseVectorSettings {
  return { ...(datatype ? { index: { datatype } } : {}), ...(modifier ? { modifier } : {}) };
}

// What defines the vector's space; its storage, index and quantization settings may have been changed since (Qdrant compares the same).
function isSameDense(existing: NamedVectorSettings, { size, distance, multivector_config, datatype }: DenseConfig): boolean {
  const isMulti = multivector_config !== undefined && multivector_config !== null;
  return existing.size === size && existing.distance === distance && (existing.multivector_config !== undefined) === isMulti && (existing.datatype ?? "float32") === (datatype ?? "float32");
}

function isSameSparse(existing: SparseVectorSettings, { modifier, datatype }: SparseConfig): boolean {
  const existingDatatype = typeof existing.index?.datatype === "string" ? existing.index.datatype : "float32";
  return (existing.modifier ?? "none") === (modifier ?? "none") && existingDatatype === (datatype ?? "float32");
}
