// Opens the metadata store: embedded (PGlite in DATA_DIR/metadata) by default,
// or any PostgreSQL server when DATABASE_URL is set. Both run the same schema
// and migrations, applied before this returns, so the rest of the service only
// ever sees an up-to-date Database.
import type { Store, StoreSettings } from "./client";
import { openPgliteStore } from "./pglite-store";
import { openPostgresStore } from "./postgres-store";

export function openStore(settings: StoreSettings): Promise<Store> {
  return settings.databaseUrl ? openPostgresStore(settings.databaseUrl) : openPgliteStore(settings.dataDir);
}
