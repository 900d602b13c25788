// VECTOR_ENGINE picks the engine: LanceDB works, pgvector says plainly it is not there yet.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createEngine } from "../../../server/engine/create-engine";

describe("createEngine", () => {
  it("opens LanceDB in DATA_DIR/vectors", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vdb-create-"));
    try {
      const engine = await createEngine({ vectorEngine: "lancedb", dataDir });
      await engine.createCollection({ id: "first", size: 2, distance: "Dot", onDisk: false });
      await engine.close();
      expect(await fs.readdir(path.join(dataDir, "vectors"))).toContain("first.lance");
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it("refuses pgvector with a clear message until that engine exists", async () => {
    await expect(createEngine({ vectorEngine: "pgvector", dataDir: os.tmpdir() })).rejects.toThrow("The pgvector vector engine is not available yet");
  });
});
