// pgvector straight through `pg`, on the table the pgvector engine wrote
// (vdb_points_<id>), beside the engine's own searches: the same HNSW index, the
// same breadth (hnsw.ef_search), the same top 10, without the engine's work
// (its catalogue read, transaction, stored vectors read back and rescored).
// Cosine vectors are kept at unit length and indexed with vector_ip_ops, so the
// operator the index serves is <#> (inner product); <=> (cosine distance)
// ranks the same rows but no index serves it (explainedIndex tells).
import pg from "pg";
import { fromPointKey } from "../server/engine/filter/point-key";
import { denseColumn, readLayout, tableOf } from "../server/engine/pgvector/collection-layout";
import { vectorLiteral } from "../server/engine/pgvector/vector-sql";
import type { EnginePostgres } from "./engines-under-test";
import { RECALL_K } from "./glove";
import type { SearchTop10 } from "./vector-queries";

/** Connections the raw client keeps, as many as the engine's pool (createPgvectorEngine's default). */
const POOL_SIZE = 10;

export interface RawPgvector {
  /** What one raw search sends, for the report. */
  statement: string;
  searchAt(ef: number): SearchTop10;
  close(): Promise<void>;
}

/**
 * One server: each connection opened with hnsw.ef_search set (a session setting), then one prepared statement per
 * search, one round trip. Citus: a session setting stays on the coordinator, and only SET LOCAL reaches the worker
 * that runs the search (citus.propagate_set_commands = 'local', as the engine does), so each search holds a
 * transaction: three round trips (the SETs cannot share a simple query with the SELECT: Citus then refuses it as
 * "a distributed query from a query on a shard").
 */
export async function openRawPgvector(postgres: EnginePostgres, collection: string): Promise<RawPgvector> {
  const table = tableOf(collection);
  const column = await withPool(postgres.url, (pool) => vectorColumn(pool, collection));
  const pools = new Map<number, pg.Pool>();
  const poolFor = (ef: number): pg.Pool => {
    const key = postgres.isCitus ? 0 : ef;
    let pool = pools.get(key);
    if (!pool) {
      pool = new pg.Pool({ connectionString: postgres.url, max: POOL_SIZE, ...(postgres.isCitus ? {} : { options: `-c hnsw.ef_search=${ef}` }) });
      pools.set(key, pool);
    }
    return pool;
  };
  const select = { name: "raw_knn", text: `SELECT key FROM ${table} ORDER BY ${column} <#> $1::vector LIMIT ${RECALL_K}` };
  const toIds = (rows: { key: string }[]) => rows.map((row) => Number(fromPointKey(row.key)));
  const close = () => Promise.all([...pools.values()].map((pool) => pool.end())).then(() => undefined);
  if (!postgres.isCitus) {
    return {
      statement: `${select.text} (prepared; hnsw.ef_search set per connection)`,
      searchAt: (ef) => async (vector) => toIds((await poolFor(ef).query<{ key: string }>({ ...select, values: [vectorLiteral(vector)] })).rows),
      close,
    };
  }
  const begin = (ef: number) => `BEGIN; SET LOCAL citus.propagate_set_commands = 'local'; SET LOCAL hnsw.ef_search = ${ef}`;
  return {
    statement: `${begin(0).replace("= 0", "= <ef>")}, then ${select.text} (prepared), then COMMIT`,
    searchAt: (ef) => async (vector) => {
      const client = await poolFor(ef).connect();
      try {
        await client.query(begin(ef));
        const { rows } = await client.query<{ key: string }>({ ...select, values: [vectorLiteral(vector)] });
        await client.query("COMMIT");
        return toIds(rows);
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close,
  };
}

/** The index PostgreSQL would use for the top 10 by `operator` (the EXPLAIN of one search), or null for none. */
export async function explainedIndex(postgres: EnginePostgres, collection: string, operator: "<#>" | "<=>", vector: readonly number[]): Promise<string | null> {
  return withPool(postgres.url, async (pool) => {
    const column = await vectorColumn(pool, collection);
    const { rows } = await pool.query<{ "QUERY PLAN": string }>(`EXPLAIN SELECT key FROM ${tableOf(collection)} ORDER BY ${column} ${operator} '${vectorLiteral(vector)}'::vector LIMIT ${RECALL_K}`);
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    return /Index Scan using (\S+)/.exec(plan)?.[1] ?? null;
  });
}

/**
 * Bytes of every HNSW index in the engine's database and, on Citus, in the workers' (where the shards are, hidden
 * from pg_class unless citus.override_table_visibility is off; the shells of a distributed table's index, on every
 * node, are a page or two each).
 */
export async function hnswIndexBytes(postgres: EnginePostgres): Promise<number> {
  let bytes = 0;
  for (const url of [postgres.url, ...postgres.workerUrls]) {
    bytes += await withPool(url, async (pool) => {
      if (postgres.isCitus) await pool.query(`SET citus.override_table_visibility = off`);
      const { rows } = await pool.query<{ bytes: string }>(`SELECT coalesce(sum(pg_relation_size(c.oid)), 0) AS bytes FROM pg_class c JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'hnsw'`);
      return Number(rows[0]?.bytes ?? 0);
    });
  }
  return bytes;
}

/** The collection's unnamed vector's column (d0 for the bench's collections). */
async function vectorColumn(pool: pg.Pool, collection: string): Promise<string> {
  return denseColumn(await readLayout(pool, collection), "").column;
}

/** `work` with a one-connection pool of the database at `url`, ended after. */
export async function withPool<T>(url: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await work(pool);
  } finally {
    await pool.end();
  }
}
