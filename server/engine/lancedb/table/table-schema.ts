// The table behind one collection. Base columns:
//   key      canonical point id (see point-key.ts), the merge key and id order
//   num_id   the id as an unsigned integer, null for UUIDs
//   seq      a row number unique among live rows; id sets computed in memory are
//            handed to LanceDB as `seq IN (...)`, shorter than lists of keys
//   vector   float32, normalised at insert for Cosine but as written for a
//            uint8 one, whose bytes Qdrant keeps (vector-math.ts,
//            isKeptAsWritten; tables written before the engine knew uint8 say
//            float32 and hold them normalised); a collection's unnamed
//            vector; null where a point does not hold it, as every vector
//            is optional in Qdrant (tables written before were created with
//            the column non-nullable: open-collection.ts relaxes it)
//   payload  the payload as JSON text, exactly as written
// A collection with named vectors has, instead of `vector`, one nullable column
// per name (`vector_0`, `vector_1`, ...: names are the user's, columns are
// not), null where a point does not hold that vector. Each sparse vector has a
// nullable binary column (`sparse_0`, ...: sparse-vector.ts packs it). A
// sharded collection (Qdrant's custom sharding) has a nullable `shard`
// column: the shard each point was written under. Plus
// four columns per indexed payload field (field-columns.ts). The collection's
// settings (each vector's name, column, size, distance; each sparse vector's
// name, column, modifier) are schema metadata, so each table describes itself;
// a vector added later (vector-column-ops.ts) carries its settings in its own
// column's metadata, and one removed takes its column along: adding or
// removing a vector is one commit, and a listed vector whose column is gone is
// no longer the collection's.
import * as arrow from "apache-arrow";
import type { CollectionSpec, Distance, SparseVectorSpec, VectorDatatype, VectorSpec } from "../../vector-engine";
import { AppError } from "../../../errors";

export const KEY = "key";
export const NUM_ID = "num_id";
export const SEQ = "seq";
export const VECTOR = "vector";
/** The name of LanceDB's own index on the unnamed vector column. */
export const VECTOR_INDEX = `${VECTOR}_idx`;
export const PAYLOAD = "payload";
export const SHARD = "shard";
export const SPARSE_PREFIX = "sparse_";
export const DISTANCE = "_distance";

const SPEC_METADATA = "vdb.collection";
/** On a column added for a vector: its settings (a VectorColumn's, or a SparseColumn's), as JSON. */
const VECTOR_METADATA = "vdb.vector";
const SPARSE_METADATA = "vdb.sparse";
const DISTANCES: readonly Distance[] = ["Cosine", "Euclid", "Dot", "Manhattan"];

/** One vector of a collection and the column that holds it. */
export interface VectorColumn {
  /** Qdrant's name; "" for the unnamed vector. */
  name: string;
  column: string;
  size: number;
  distance: Distance;
  onDisk: boolean;
  datatype: VectorDatatype;
  /** Several vectors per point, packed into one binary cell (float32 rows of `size`). */
  multivector: boolean;
}

/** One sparse vector of a collection and the column that holds it. */
export interface SparseColumn {
  name: string;
  column: string;
  modifier: SparseVectorSpec["modifier"];
}

export function vectorType(size: number): arrow.FixedSizeList<arrow.Float32> {
  return new arrow.FixedSizeList(size, new arrow.Field("item", new arrow.Float32(), true));
}

/** The collection's vectors, with their columns: `vector` for the unnamed one, `vector_<i>` for named ones in the order given. */
export function vectorColumnsOf(spec: CollectionSpec): VectorColumn[] {
  const named = "vectors" in spec ? spec.vectors : { "": spec };
  const entries = Object.entries(named);
  if (entries.length === 1 && entries[0]?.[0] === "") return [toColumn("", VECTOR, entries[0][1])];
  return entries.map(([name, vector], index) => toColumn(name, `${VECTOR}_${index}`, vector));
}

/** The collection's sparse vectors, with their columns: `sparse_<i>` in the order given. */
export function sparseColumnsOf(spec: CollectionSpec): SparseColumn[] {
  return Object.entries(spec.sparseVectors ?? {}).map(([name, { modifier }], index) => ({ name, column: `${SPARSE_PREFIX}${index}`, modifier }));
}

function toColumn(name: string, column: string, { size, distance, onDisk, datatype, multivector }: VectorSpec): VectorColumn {
  if (!Number.isInteger(size) || size < 1) throw new AppError("bad_request", `Invalid vector size: ${size}`);
  return { name, column, size, distance, onDisk, datatype: datatype ?? "float32", multivector: multivector === true };
}

export function collectionSchema(spec: CollectionSpec): arrow.Schema {
  const vectors = vectorColumnsOf(spec);
  const sparse = sparseColumnsOf(spec);
  const unnamed = vectors.length === 1 && vectors[0]?.column === VECTOR ? vectors[0] : null;
  // A table with an unnamed vector keeps the settings as they were first written: older tables read the same way.
  const multi = (vector: VectorColumn) => (vector.multivector ? { multivector: true } : {});
  const dense = unnamed
    ? { size: unnamed.size, distance: unnamed.distance, onDisk: unnamed.onDisk, datatype: unnamed.datatype, ...multi(unnamed) }
    : { vectors: vectors.map((vector) => ({ name: vector.name, column: vector.column, size: vector.size, distance: vector.distance, onDisk: vector.onDisk, datatype: vector.datatype, ...multi(vector) })) };
  const settings = { ...dense, ...(sparse.length > 0 ? { sparse } : {}), ...(spec.sharded ? { sharded: true } : {}) };
  return new arrow.Schema(
    [
      new arrow.Field(KEY, new arrow.Utf8(), false),
      new arrow.Field(NUM_ID, new arrow.Uint64(), true),
      new arrow.Field(SEQ, new arrow.Int64(), false),
      ...vectors.map((vector) => new arrow.Field(vector.column, vector.multivector ? new arrow.Binary() : vectorType(vector.size), true)),
      ...sparse.map((vector) => new arrow.Field(vector.column, new arrow.Binary(), true)),
      new arrow.Field(PAYLOAD, new arrow.Utf8(), false),
      ...(spec.sharded ? [new arrow.Field(SHARD, new arrow.Utf8(), true)] : []),
    ],
    new Map([[SPEC_METADATA, JSON.stringify(settings)]]),
  );
}

function readSettings(id: string, schema: arrow.Schema): Record<string, unknown> {
  const settings: unknown = JSON.parse(schema.metadata.get(SPEC_METADATA) ?? "null");
  if (typeof settings !== "object" || settings === null) throw new AppError("internal", `Vector table ${id} has no collection settings`);
  return settings as Record<string, unknown>;
}

/** Whether the table is sharded: its metadata says so, and it has the column. */
export function readSharded(id: string, schema: arrow.Schema): boolean {
  return readSettings(id, schema).sharded === true && schema.fields.some((field) => field.name === SHARD);
}

/** Whether the table's unnamed vector column refuses nulls: tables created before every vector was optional. */
export function isVectorRequired(schema: arrow.Schema): boolean {
  return schema.fields.some((field) => field.name === VECTOR && !field.nullable);
}

/** The table's sparse vectors: those its schema's metadata lists (tables written before them have none), then those added since. */
export function readSparseColumns(id: string, schema: arrow.Schema): SparseColumn[] {
  const { sparse } = readSettings(id, schema);
  if (sparse !== undefined && !Array.isArray(sparse)) throw new AppError("internal", `Vector table ${id} has invalid sparse vector settings`);
  const toColumn = (entry: unknown): SparseColumn => {
    const { name, column, modifier } = (entry ?? {}) as Record<string, unknown>;
    if (typeof name !== "string" || typeof column !== "string") throw new AppError("internal", `Vector table ${id} has invalid sparse vector settings`);
    return { name, column, modifier: modifier === "idf" ? "idf" : "none" };
  };
  return [...listedStill(schema, (sparse ?? []).map(toColumn)), ...addedColumns(schema, SPARSE_METADATA).map(toColumn)];
}

/** The table's vectors: those its schema's metadata lists, then those added since. */
export function readVectorColumns(id: string, schema: arrow.Schema): VectorColumn[] {
  const settings = readSettings(id, schema);
  const { vectors } = settings as { vectors?: unknown };
  const listed: unknown[] = Array.isArray(vectors) ? vectors : [{ ...settings, name: "", column: VECTOR }];
  const toColumn = (entry: unknown): VectorColumn => {
    const { name, column, size, distance, onDisk, datatype, multivector } = (entry ?? {}) as Record<string, unknown>;
    const knownDistance = DISTANCES.find((candidate) => candidate === distance);
    if (typeof name !== "string" || typeof column !== "string" || typeof size !== "number" || !knownDistance) {
      throw new AppError("internal", `Vector table ${id} has invalid collection settings`);
    }
    // Tables written before datatype was kept hold float32, and so do uint8 vectors written before the engine kept uint8 (normalised for Cosine).
    const knownDatatype = datatype === "float16" || datatype === "uint8" ? datatype : "float32";
    return { name, column, size, distance: knownDistance, onDisk: onDisk === true, datatype: knownDatatype, multivector: multivector === true };
  };
  return [...listedStill(schema, listed.map(toColumn)), ...addedColumns(schema, VECTOR_METADATA).map(toColumn)];
}

/**
 * The listed vectors whose columns the table still has as they were created: a removed vector's column is gone, and a
 * column of that name added later carries its own settings.
 */
function listedStill<Column extends { column: string }>(schema: arrow.Schema, listed: readonly Column[]): Column[] {
  const original = new Set(schema.fields.filter((field) => !field.metadata.has(VECTOR_METADATA) && !field.metadata.has(SPARSE_METADATA)).map((field) => field.name));
  return listed.filter(({ column }) => original.has(column));
}

/** The settings of the columns added for vectors (`key`: dense or sparse ones), with their columns. */
function addedColumns(schema: arrow.Schema, key: string): Record<string, unknown>[] {
  return schema.fields.flatMap((field) => {
    const settings = field.metadata.get(key);
    return settings === undefined ? [] : [{ ...(JSON.parse(settings) as Record<string, unknown>), column: field.name }];
  });
}

/** The column of a dense vector added to an existing table, with the vector's settings. */
export function addedVectorField(vector: VectorColumn): arrow.Field {
  const { name, size, distance, onDisk, datatype, multivector } = vector;
  const settings = JSON.stringify({ name, size, distance, onDisk, datatype, ...(multivector ? { multivector: true } : {}) });
  return new arrow.Field(vector.column, multivector ? new arrow.Binary() : vectorType(size), true, new Map([[VECTOR_METADATA, settings]]));
}

/** The column of a sparse vector added to an existing table, with the vector's settings. */
export function addedSparseField({ name, column, modifier }: SparseColumn): arrow.Field {
  return new arrow.Field(column, new arrow.Binary(), true, new Map([[SPARSE_METADATA, JSON.stringify({ name, modifier })]]));
}

/** A column name no field of the table has and no vector of its metadata ever had: `${prefix}<n>`, n as small as can be. */
export function unusedColumn(schema: arrow.Schema, prefix: string): string {
  const settings = JSON.parse(schema.metadata.get(SPEC_METADATA) ?? "{}") as { vectors?: unknown; sparse?: unknown };
  const listed = [settings.vectors, settings.sparse].flatMap((entries) => (Array.isArray(entries) ? entries : [])).map((entry) => (entry as { column?: unknown } | null)?.column);
  const taken = new Set([...schema.fields.map((field) => field.name), ...listed]);
  let number = 0;
  while (taken.has(`${prefix}${number}`)) number += 1;
  return `${prefix}${number}`;
}
