// The LanceDB engine keeps its vectors in this instance's folder (DATA_DIR/vectors)
// and its graphs in this process: a second instance on the same metadata database
// would answer from other vectors (or none). So with DATABASE_URL, an instance on
// LanceDB holds a session advisory lock on that database while it runs, and a
// second one stops at its start with a message instead of serving. The lock goes
// with its connection: a killed instance's is released when PostgreSQL sees the
// connection close. (Without DATABASE_URL, PGlite's folder lock does the same.)
import pg from "pg";
import { StartupError } from "../../startup-error";

/** Any fixed 64-bit number: the lock's name among the database's advisory locks. */
const LANCEDB_INSTANCE_LOCK = 0x7664625f6c616e63n; // "vdb_lanc"

export interface InstanceLock {
  release(): Promise<void>;
}

export async function holdSingleInstance(databaseUrl: string): Promise<InstanceLock> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection lost later (the database restarted) releases the lock: logged by the store's own errors, not fatal here.
  client.on("error", () => undefined);
  await client.connect();
  const { rows } = await client.query<{ held: boolean }>("SELECT pg_try_advisory_lock($1) AS held", [LANCEDB_INSTANCE_LOCK.toString()]);
  if (!rows[0]?.held) {
    await client.end();
    throw new StartupError(
      "Another instance of Vector Database Cloud with VECTOR_ENGINE=lancedb is running on this DATABASE_URL. The LanceDB engine keeps vectors in one instance's DATA_DIR, so only one instance can serve a database: stop the other one, or set VECTOR_ENGINE=pgvector to run several instances.",
    );
  }
  return { release: () => client.end() };
}
