// How a collection lies in PostgreSQL: one table per collection (vdb_points_<id>)
// with a row per point, and its layout, kept in the catalogue table
// vdb_vector_collections (one row per collection, read in every operation so
// that every service instance on the database sees the same layout).
//
//   key      text primary key: the point id as one sortable string (filter/point-key.ts)
//   shard    text: the custom shard the point was written under, or null
//   payload  json: exactly as written (key order too, which jsonb would sort; and "\u0000" or a lone surrogate
//            in strings, which jsonb and text refuse)
//   doc      jsonb: the payload again, for filters in SQL (payload-sql.ts) and its GIN index; null when jsonb
//            cannot hold the payload, and such rows (a partial index finds them) are filtered in memory
//   d<n>     vector(size) or halfvec(size): a dense vector (null when the point lacks it)
//   m<n>     real[]: a multi-vector, its rows side by side
//   s<n>     jsonb {indices, values}: a sparse vector
//
// Columns are numbered, never named after vectors (Qdrant's names are any string), and a number is never reused, so
// a vector dropped and added again starts empty.
import type pg from "pg";
import { AppError } from "../../errors";
import type { FieldIndexParams } from "../field-index-params";
import type { KeyPath } from "../filter/filter-tree";
import { formatJsonPath, pathFromKeyPath } from "../payload/json-path";
import type { CollectionSpec, Payload, PayloadFieldType, SparseVectorSpec, VectorSpec } from "../vector-engine";

export interface DenseColumn extends VectorSpec {
  column: string;
}

export interface SparseColumn extends SparseVectorSpec {
  column: string;
}

export interface CollectionLayout {
  id: string;
  /** Reads give the unnamed vector as a plain list (CollectionSpec's single-vector form). */
  isUnnamed: boolean;
  isSharded: boolean;
  dense: Record<string, DenseColumn>;
  sparse: Record<string, SparseColumn>;
  indexingThresholdKb: number | null;
  fieldIndexes: Record<string, { type: PayloadFieldType; params?: FieldIndexParams }>;
  nextColumn: number;
  /** The table has the `doc` column (collections made before it gain it when the engine opens). */
  hasDoc?: true;
}

export const CATALOGUE = "vdb_vector_collections";

export const tableOf = (id: string) => `vdb_points_${id}`;

/** Any fixed 64-bit number: the advisory lock instances starting together take turns under. */
const CATALOGUE_LOCK = "7664625f63617461"; // "vdb_cata"

/**
 * The extension and the catalogue, made once: instances starting together take turns (IF NOT EXISTS alone races, and
 * the loser fails on pg_extension's unique index), then collections made before `doc` gain it.
 */
export async function ensureCatalogue(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock($1::bigint)`, [BigInt(`0x${CATALOGUE_LOCK}`).toString()]);
    await client.query(`CREATE EXTENSION IF NOT EXISTS vector`);
    await client.query(`CREATE TABLE IF NOT EXISTS ${CATALOGUE} (id text PRIMARY KEY, layout jsonb NOT NULL)`);
  });
  const { rows } = await pool.query<{ id: string }>(`SELECT id FROM ${CATALOGUE} WHERE NOT layout ? 'hasDoc'`);
  for (const { id } of rows) await addDocColumn(pool, id);
}

/**
 * Runs `work` in one transaction on a connection of the pool: committed when it resolves, rolled back when it throws.
 * `settings`: SET LOCAL statements sent with BEGIN, in the same round trip; `begin`: how it starts (an isolation level).
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, settings: readonly string[] = [], begin = "BEGIN"): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query([begin, ...settings.map((setting) => `SET LOCAL ${setting}`)].join("; "));
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** A collection made before `doc` gains it, filled from the payloads, once (the catalogue row's lock keeps a second instance out). */
function addDocColumn(pool: pg.Pool, id: string): Promise<void> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query(`SELECT 1 FROM ${CATALOGUE} WHERE id = $1 AND NOT layout ? 'hasDoc' FOR UPDATE`, [id]);
    if (rows.length === 0) return;
    await client.query(`ALTER TABLE ${tableOf(id)} ADD COLUMN IF NOT EXISTS doc jsonb`);
    await client.query(`UPDATE ${tableOf(id)} SET doc = CASE WHEN payload::text ~* $1 THEN NULL ELSE payload::jsonb END`, [RAW_PAYLOAD.source]);
    await createRawIndex(client, id);
    await client.query(`UPDATE ${CATALOGUE} SET layout = layout || '{"hasDoc": true}' WHERE id = $1`, [id]);
  });
}

/** In a payload's JSON text (JSON.stringify's), the escapes of what jsonb cannot hold: NUL and lone surrogates. An escaped backslash before "u0000" also matches, and such a row is merely filtered in memory. */
const RAW_PAYLOAD = /\\u(0000|d[89a-f])/i;

/** A payload as a write's records carry it: its JSON text (read as text and cast, so that "\u0000" stays an escape) and whether `doc` can hold it. */
export function payloadRecord(payload: Payload): { payload: string; plain: boolean } {
  const text = JSON.stringify(payload);
  return { payload: text, plain: !RAW_PAYLOAD.test(text) };
}

/** `doc` from a record of payloadRecord's (as `r`). */
export const DOC_OF_RECORD = "CASE WHEN r.plain THEN r.payload::jsonb END";

/** The rows without a `doc`, found without a scan: the filter reads them on every filtered call. */
export async function createRawIndex(client: pg.PoolClient, id: string): Promise<void> {
  await client.query(`CREATE INDEX IF NOT EXISTS ${tableOf(id)}_raw ON ${tableOf(id)} (key) WHERE doc IS NULL`);
}

/** Payload index types the GIN index on `doc` serves (a match by equality). */
const JSONB_INDEXED = new Set<PayloadFieldType>(["keyword", "integer", "uuid", "bool"]);

/** Whether the key (a filter's, by its canonical path) has a payload index the GIN index on `doc` serves. */
export function hasJsonbIndex(layout: CollectionLayout, key: KeyPath): boolean {
  const index = layout.fieldIndexes[formatJsonPath(pathFromKeyPath(key))];
  return index !== undefined && JSONB_INDEXED.has(index.type);
}

/** The GIN index on `doc` exists while the collection has a payload index it serves. */
export async function syncDocIndex(client: pg.PoolClient, layout: CollectionLayout): Promise<void> {
  const name = `${tableOf(layout.id)}_doc`;
  if (Object.values(layout.fieldIndexes).some((index) => JSONB_INDEXED.has(index.type))) {
    await client.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${tableOf(layout.id)} USING gin (doc jsonb_path_ops)`);
  } else {
    await client.query(`DROP INDEX IF EXISTS ${name}`);
  }
}

/** The layout a new collection gets from its spec. */
export function layoutOf(spec: CollectionSpec): CollectionLayout {
  const layout: CollectionLayout = {
    id: spec.id,
    isUnnamed: !("vectors" in spec),
    isSharded: spec.sharded === true,
    dense: {},
    sparse: {},
    indexingThresholdKb: spec.indexingThresholdKb ?? null,
    fieldIndexes: {},
    nextColumn: 0,
    hasDoc: true,
  };
  const vectors: Record<string, VectorSpec> = "vectors" in spec ? { ...spec.vectors } : { "": spec };
  for (const [name, vector] of Object.entries(vectors)) addDense(layout, name, vector);
  for (const [name, sparse] of Object.entries(spec.sparseVectors ?? {})) addSparse(layout, name, sparse);
  return layout;
}

export function addDense(layout: CollectionLayout, name: string, { size, distance, onDisk, datatype, multivector, hnsw }: VectorSpec): DenseColumn {
  const column: DenseColumn = {
    column: `${multivector ? "m" : "d"}${layout.nextColumn++}`,
    size,
    distance,
    onDisk,
    ...(datatype ? { datatype } : {}),
    ...(multivector ? { multivector } : {}),
    ...(hnsw ? { hnsw: { m: hnsw.m, efConstruct: hnsw.efConstruct } } : {}),
  };
  layout.dense[name] = column;
  return column;
}

export function addSparse(layout: CollectionLayout, name: string, { modifier }: SparseVectorSpec): SparseColumn {
  const column: SparseColumn = { column: `s${layout.nextColumn++}`, modifier };
  layout.sparse[name] = column;
  return column;
}

/** The SQL type of a dense column. */
export function columnType(vector: DenseColumn): string {
  if (vector.multivector) return "real[]";
  return `${vector.datatype === "float16" ? "halfvec" : "vector"}(${vector.size})`;
}

export function missingCollection(id: string): AppError {
  return new AppError("not_found", `Vector collection ${id} does not exist`);
}

export async function readLayout(client: pg.Pool | pg.PoolClient, id: string, lock = false): Promise<CollectionLayout> {
  const { rows } = await client.query<{ layout: CollectionLayout }>(`SELECT layout FROM ${CATALOGUE} WHERE id = $1${lock ? " FOR UPDATE" : ""}`, [id]);
  const row = rows[0];
  if (!row) throw missingCollection(id);
  return row.layout;
}

export async function writeLayout(client: pg.PoolClient, layout: CollectionLayout): Promise<void> {
  await client.query(`UPDATE ${CATALOGUE} SET layout = $2 WHERE id = $1`, [layout.id, JSON.stringify(layout)]);
}

/** A dense vector by name, or Qdrant's error for a name the collection lacks. */
export function denseColumn(layout: CollectionLayout, name: string): DenseColumn {
  const column = layout.dense[name];
  if (!column) throw new AppError("bad_request", `Not existing vector name error: ${name}`);
  return column;
}

/** The column of a vector (dense or sparse) by name; undefined for a name the collection lacks. */
export function columnOf(layout: CollectionLayout, name: string): string | undefined {
  return layout.dense[name]?.column ?? layout.sparse[name]?.column;
}

/** Serialises the writes to one collection within their transaction (held until it ends), so that a batch lands whole. */
export async function lockCollection(client: pg.PoolClient, id: string): Promise<void> {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [id]);
}
