// Small fragments that commits leave are compacted even when the service
// restarted since they were written: the count of them is read from the table
// at open, not kept only in memory. (Issue 9: over 20 crashes 617 fragments
// piled up, and writes and restarts slowed down.)
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createLanceDbEngine } from "../../../server/engine/lancedb/lancedb-engine";
import type { VectorEngine } from "../../../server/engine/vector-engine";
import { collectionSpec } from "./conformance/harness";

jest.setTimeout(60_000);

let dataDir: string;
let engine: VectorEngine | undefined;

beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vdb-fragments-"));
});
afterEach(async () => {
  await engine?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

it("compacts after a restart the fragments written before it", async () => {
  const spec = collectionSpec("Dot", 2);
  // Maintenance never gets to run before the "crash".
  engine = await createLanceDbEngine({ dataDir, optimizeAfterWrites: 8, maintenanceDelayMs: 600_000 });
  await engine.createCollection(spec);
  for (let id = 1; id <= 12; id += 1) await engine.upsert(spec.id, [{ id, vector: [id, 1], payload: {} }]);
  const before = (await engine.stats(spec.id)).segmentsCount;
  expect(before).toBeGreaterThanOrEqual(12);
  await engine.close();

  engine = await createLanceDbEngine({ dataDir, optimizeAfterWrites: 8, maintenanceDelayMs: 50 });
  let segments = before;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline && segments >= before; ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    segments = (await engine.stats(spec.id)).segmentsCount;
  }
  expect(segments).toBeLessThan(before);
  expect((await engine.stats(spec.id)).pointsCount).toBe(12);
});
