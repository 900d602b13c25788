// The metadata store on a PostgreSQL server (DATABASE_URL), through a
// node-postgres pool. Several service instances may start at once, so the
// migrations run under an advisory lock: one applies them, the others wait.
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Store } from "./client";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import * as schema from "./schema";

// Any constant that is ours alone; pg_advisory_lock takes a bigint.
const MIGRATION_LOCK_ID = 7_204_113_951;

export async function openPostgresStore(databaseUrl: string): Promise<Store> {
  await migrateUnderLock(databaseUrl);
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // Without a listener, a dropped idle connection (a server restart) would crash the process;
  // the pool discards that connection and opens a new one for the next query.
  pool.on("error", (error) => process.emitWarning(`metadata store: an idle PostgreSQL connection failed: ${error.message}`));
  // Likewise a connection checked out between two queries of a transaction: the transaction's next query fails instead.
  pool.on("connect", (client) => client.on("error", (error) => process.emitWarning(`metadata store: a PostgreSQL connection in use failed: ${error.message}`)));
  let closing: Promise<void> | undefined;
  return {
    db: drizzle({ client: pool, schema }),
    dialect: "postgres",
    location: withoutPassword(databaseUrl),
    close: () => (closing ??= pool.end()),
  };
}

async function migrateUnderLock(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection also rejects the query in flight, which is what reports it.
  client.on("error", () => undefined);
  await client.connect();
  try {
    // Session-level: held by this connection until unlocked or disconnected.
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}

function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = "";
  return url.toString();
}
