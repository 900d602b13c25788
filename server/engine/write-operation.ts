// A write to one collection as plain data, already validated: what the data
// plane's queue for the collection applies to the engine, and what a write
// accepted with wait=false is stored as in pending_writes (JSON) until it has
// been applied (server/data/writes/). Everything in
// it survives JSON.stringify and JSON.parse unchanged (numbers, strings, plain
// objects and arrays; the filter tree included).
import type { FilterNode, PointId } from "./filter/filter-tree";
import type { Distance, NamedVectors, Payload, PayloadFieldType, PointRecord, PointSelector, SparseVector, UpsertOptions } from "./vector-engine";

type Datatype = "float32" | "float16" | "uint8";

/** A named vector added to a collection, as Qdrant's VectorNameConfig gives it (contract/qdrant/vector-names.ts). */
export type VectorNameConfig =
  | { dense: { size: number; distance: Distance; multivector_config?: { comparator: "max_sim" } | null; datatype?: Datatype | null } }
  | { sparse: { modifier?: "none" | "idf" | null; datatype?: Datatype | null } };

export type WriteOperation =
  | ({ kind: "upsert"; points: readonly PointRecord[] } & UpsertOptions)
  | { kind: "delete_points"; selector: PointSelector }
  /** `scope`: the points it may find (a shard key's); others are not found. */
  | { kind: "update_vectors"; points: readonly { id: PointId; vector: NamedVectors }[]; updateFilter?: FilterNode; scope?: FilterNode }
  | { kind: "delete_vectors"; selector: PointSelector; names: readonly string[] }
  | { kind: "set_payload"; selector: PointSelector; payload: Payload; key?: string }
  | { kind: "overwrite_payload"; selector: PointSelector; payload: Payload }
  | { kind: "delete_payload"; selector: PointSelector; keys: readonly string[] }
  | { kind: "clear_payload"; selector: PointSelector }
  | { kind: "create_index"; fieldName: string; type: PayloadFieldType; params: Record<string, unknown> | null }
  | { kind: "delete_index"; fieldName: string }
  | { kind: "create_vector_name"; name: string; config: VectorNameConfig }
  | { kind: "delete_vector_name"; name: string }
  /** A shard key of a collection with custom sharding, dropped with its points (Qdrant's shard keys: a string or an unsigned integer). */
  | { kind: "delete_shard_key"; key: string | number };

export type WriteKind = WriteOperation["kind"];

/** A vector list as one base64 string; named vectors as one each (sparse and multi-vectors as they are). */
export type StoredVector = string | MultiVector | Record<string, string | SparseVector | MultiVector>;

type MultiVector = readonly (readonly number[])[];

type StoredPoint = Omit<PointRecord, "vector"> & { vector: StoredVector };

/** A write as pending_writes stores it: each upserted vector as base64 (server/data/writes/stored-operation.ts). */
export type StoredOperation = Exclude<WriteOperation, { kind: "upsert" }> | ({ kind: "upsert"; points: readonly StoredPoint[] } & UpsertOptions);
