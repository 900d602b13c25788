// The metadata store as the rest of the service sees it: PostgreSQL through
// Drizzle ORM, whichever driver is underneath (server/db/open-store.ts).
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Config } from "../config";
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
