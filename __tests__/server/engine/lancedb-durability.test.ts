// An acknowledged upsert survives SIGKILL: a child process upserts batches and
// reports each one after its promise resolves; it is killed at once, and a new
// engine on the same folder must hold every reported batch, and no half batch.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createLanceDbEngine } from "../../../server/engine/lancedb/lancedb-engine";
import { runTsx } from "../support/processes";

jest.setTimeout(60_000);

describe("LanceDB engine durability", () => {
  let dataDir = "";

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vdb-durable-"));
  });

  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it("keeps every batch acknowledged before a SIGKILL", async () => {
    const run = runTsx(path.join(__dirname, "support/upsert-until-killed.ts"), [dataDir]);
    await run.waitFor("ok 3\n");
    run.child.kill("SIGKILL");
    await run.exited;
    const acknowledged = Math.max(...[...run.output().matchAll(/^ok (\d+)$/gm)].map((match) => Number(match[1])));
    expect(acknowledged).toBeGreaterThanOrEqual(3);

    const engine = await createLanceDbEngine({ dataDir });
    try {
      const count = await engine.count("durable");
      expect(count).toBeGreaterThanOrEqual((acknowledged + 1) * 100);
      expect(count % 100).toBe(0);
      const ids = Array.from({ length: (acknowledged + 1) * 100 }, (_, index) => index);
      expect(await engine.retrieve("durable", ids, { withPayload: false, withVector: false })).toHaveLength(ids.length);
    } finally {
      await engine.close();
    }
  });
});
