// The HNSW settings a search runs with (hnsw.ef_search, and pgvector 0.8's
// iterative scan for a filtered one). On one PostgreSQL server they are set on
// the session, and each pooled connection remembers what it was set to, so a
// search at the same settings as the connection's last one is its query alone
// (four round trips fewer than SET LOCAL in a transaction: BEGIN, SET, COMMIT).
// On Citus they are SET LOCAL in a transaction, which Citus sends on to the
// worker that runs the search only when asked to (three round trips).
import type pg from "pg";
import { inTransaction } from "./collection-layout";

export interface SearchSettings {
  efSearch: number;
  /** A filtered search goes on scanning the index until it has the limit (pgvector 0.8's relaxed_order). */
  iterative: boolean;
}

const sessionSettings = new WeakMap<pg.PoolClient, string>();

export async function withSearchSettings<T>(pool: pg.Pool, isCitus: boolean, settings: SearchSettings, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  // Numbers of ours only, no parameter: the statements go in one round trip.
  const statements = [`hnsw.ef_search = ${Math.trunc(settings.efSearch)}`, `hnsw.iterative_scan = ${settings.iterative ? "relaxed_order" : "off"}`];
  if (isCitus) return inTransaction(pool, work, ["citus.propagate_set_commands = 'local'", ...statements]);
  const client = await pool.connect();
  try {
    const wanted = statements.join("; ");
    if (sessionSettings.get(client) !== wanted) {
      // Forgotten first: a SET that fails half-way leaves the session's settings unknown.
      sessionSettings.delete(client);
      await client.query(statements.map((statement) => `SET ${statement}`).join("; "));
      sessionSettings.set(client, wanted);
    }
    return await work(client);
  } finally {
    client.release();
  }
}
