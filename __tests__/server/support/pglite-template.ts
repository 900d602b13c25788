// A migrated PGlite data folder made once per Jest run (globalSetup), copied
// into each test's DATA_DIR/metadata: a fresh PGlite runs initdb in
// WebAssembly (about 7 s on a CI core), a copied one opens in about 1 s, and
// opening it still runs the service's migrations (a no-op check), so the store
// a test gets is the one the service would have made. Tests of a first start
// on an empty folder simply do not seed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { metadataFolder, openPgliteStore } from "../../../server/db/pglite-store";

const TEMPLATE_SETTING = "TEST_PGLITE_TEMPLATE";

/** Makes the template (globalSetup); its folder is removed by removePgliteTemplate. */
export async function createPgliteTemplate(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-pglite-template-"));
  const store = await openPgliteStore(root);
  await store.close();
  process.env[TEMPLATE_SETTING] = root;
  return root;
}

export function removePgliteTemplate(root: string): void {
  delete process.env[TEMPLATE_SETTING];
  fs.rmSync(root, { recursive: true, force: true });
}

/**
 * Copies the run's migrated store into `dataDir`'s metadata folder, when the run has one (else the store is made fresh on
 * open) and the folder holds no store yet (a restart keeps its data).
 */
export function seedPgliteStore(dataDir: string): void {
  const root = process.env[TEMPLATE_SETTING];
  if (!root || fs.existsSync(metadataFolder(dataDir))) return;
  fs.cpSync(metadataFolder(root), metadataFolder(dataDir), { recursive: true });
}
