// The embedded metadata store: PGlite (PostgreSQL in WebAssembly) in
// DATA_DIR/metadata, locked for this process's lifetime (see folder-lock.ts).
import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Store } from "./client";
import { lockFolder } from "./folder-lock";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import * as schema from "./schema";

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory: resident from the start, and
 * WebAssembly memory never shrinks. At PostgreSQL's 128 MB it was the service's largest single
 * mapping; the metadata store's tables are small, and a page not in the cache is read through the
 * host's page cache (npm run bench -- --only=idle-memory: PGlite's memory 151 MB to 29 MB).
 */
const SHARED_BUFFERS = "16MB";

export function metadataFolder(dataDir: string): string {
  return path.join(dataDir, "metadata");
}

export async function openPgliteStore(dataDir: string): Promise<Store> {
  const folder = metadataFolder(dataDir);
  await fs.mkdir(folder, { recursive: true });
  const lock = lockFolder(folder);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(folder, { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`] });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, dialect: "pglite", location: folder, close: closeOnce(client, lock.release) };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

function closeOnce(client: PGlite, releaseLock: () => void): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= client.close().finally(releaseLock);
    return closing;
  };
}
