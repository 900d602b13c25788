// A collection's vectors, as its metadata row describes them: one unnamed
// dense vector (Qdrant's name for it is ""), or named ones, each with its own
// size and distance; and named sparse vectors beside them. Every request that
// carries or names a vector is checked against these before the engine sees it.
import type { WithVector } from "../../../contract/qdrant/records";
import type { Collection, NamedVectorSettings } from "../../db/schema";
import type { Distance } from "../../engine/vector-engine";
import { wrongInput } from "../qdrant-errors";

export interface VectorConfig {
  size: number;
  distance: Distance;
  /** Several vectors per point (MaxSim). */
  multivector: boolean;
  /** Qdrant's datatype uint8: each value held as a byte (vector-inputs.ts, toByte). */
  isUint8: boolean;
}

/** Whether the collection's dense vectors are named (points then carry {"name": vector}). */
/** The dense vectors' params as Qdrant shows them (and a CreateCollection body gives them): by name, or the unnamed one's. */
export function vectorsParams(collection: Collection): NamedVectorSettings | Record<string, NamedVectorSettings> {
  const { settings } = collection;
  return (
    settings.namedVectors ?? {
      size: collection.vectorSize,
      distance: collection.distance,
      on_disk: collection.onDisk,
      ...(settings.vectorDatatype ? { datatype: settings.vectorDatatype } : {}),
      ...(settings.multivectorConfig ? { multivector_config: settings.multivectorConfig } : {}),
    }
  );
}

export function hasNamedVectors(collection: Collection): boolean {
  return collection.settings.namedVectors !== undefined;
}

/** Whether points carry their vectors by name: the dense ones are named, or there are sparse ones beside the unnamed one. */
export function hasVectorsByName(collection: Collection): boolean {
  return hasNamedVectors(collection) || sparseVectorNames(collection).length > 0;
}

/** The collection's dense vector names: [""] for the unnamed one. */
export function vectorNames(collection: Collection): string[] {
  const named = collection.settings.namedVectors;
  return named ? Object.keys(named) : [""];
}

export function sparseVectorNames(collection: Collection): string[] {
  return Object.keys(collection.settings.sparseVectors ?? {});
}

/** Whether that name is one of the collection's sparse vectors. */
export function isSparseName(collection: Collection, name: string): boolean {
  const sparse = collection.settings.sparseVectors;
  return sparse !== undefined && Object.hasOwn(sparse, name);
}

/** The vector of that name ("" is the unnamed one), or Qdrant's 400 for a name the collection does not have. */
export function vectorConfig(collection: Collection, name = ""): VectorConfig {
  if (isSparseName(collection, name)) throw wrongInput(`Vector \`${name}\` is sparse: this takes a dense vector`);
  const named = collection.settings.namedVectors;
  if (!named) {
    if (name !== "") throw notExistingVector(name);
    return { size: collection.vectorSize, distance: collection.distance, multivector: collection.settings.multivectorConfig !== undefined, isUint8: collection.settings.vectorDatatype === "uint8" };
  }
  const found = Object.hasOwn(named, name) ? named[name] : undefined;
  if (!found) throw notExistingVector(name);
  return { size: found.size, distance: found.distance, multivector: found.multivector_config !== undefined, isUint8: found.datatype === "uint8" };
}

/**
 * A read's with_vector list against the collection: Qdrant's segments refuse the first name they do not hold, dense or
 * sparse, as they read (lib/segment/src/segment/read_view/vectors.rs, vector_storage_for), a 400.
 */
export function checkVectorsRead(collection: Collection, withVector: WithVector | null | undefined): void {
  if (!Array.isArray(withVector)) return;
  const held = new Set([...vectorNames(collection), ...sparseVectorNames(collection)]);
  const missing = withVector.find((name) => !held.has(name));
  if (missing !== undefined) throw notExistingVector(missing);
}

export function notExistingVector(name: string) {
  return wrongInput(`Not existing vector name error: ${name}`);
}
