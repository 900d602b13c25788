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

export function metadataFolder(dataDir: string): string {
  return path.join(dataDir, "metadata");
}

export async function openPgliteStore(dataDir: string): Promise<Store> {
  const folder = metadataFolder(dataDir);
  await fs.mkdir(folder, { recursive: true });
  const lock = lockFolder(folder);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(folder);
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
