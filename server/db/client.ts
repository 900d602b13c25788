// The metadata store: PostgreSQL through Drizzle ORM, embedded (PGlite in
// DATA_DIR/metadata) by default, or any PostgreSQL server when DATABASE_URL is
// set. Both run the same schema and migrations, applied here before openStore
// returns, so the rest of the service only ever sees an up-to-date Database.
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Config } from "../config";
import { openPgliteStore } from "./pglite-store";
import { openPostgresStore } from "./postgres-store";
import type * as schema from "./schema";

interface QueryRows<Row> {
  rows: Row[];
}

/** What both drivers' raw queries (db.execute) give: at least the rows. */
export interface StoreQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this["row"]>;
}

/** The query layer, typed with the whole schema; what both drivers (PGlite, node-postgres) give. */
export type Database = PgDatabase<StoreQueryResultHKT, typeof schema>;

export interface Store {
  db: Database;
  dialect: "pglite" | "postgres";
  /** Where the data lives, for the log: a folder, or a URL without its password. */
  location: string;
  /** Closes the connections (and releases PGlite's folder lock). Safe to call twice. */
  close(): Promise<void>;
}

export type StoreSettings = Pick<Config, "dataDir" | "databaseUrl">;

export function openStore(settings: StoreSettings): Promise<Store> {
  return settings.databaseUrl ? openPostgresStore(settings.databaseUrl) : openPgliteStore(settings.dataDir);
}
