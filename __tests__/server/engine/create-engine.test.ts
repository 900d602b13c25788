// VECTOR_ENGINE picks the engine: LanceDB in DATA_DIR, pgvector in DATABASE_URL's database.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createEngine } from "../../../server/engine/create-engine";
import { createTestDatabase } from "../support/stores";

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

  it("opens pgvector in DATABASE_URL's database, a table per collection", async () => {
    const database = await createTestDatabase();
    try {
      const engine = await createEngine({ vectorEngine: "pgvector", dataDir: os.tmpdir(), vectorDatabaseUrl: database.url });
      await engine.createCollection({ id: "first", size: 2, distance: "Dot", onDisk: false });
      await engine.close();
      const client = new pg.Client(database.url);
      await client.connect();
      const { rows } = await client.query<{ count: string }>("SELECT count(*) FROM vdb_points_first");
      await client.end();
      expect(rows[0]?.count).toBe("0");
    } finally {
      await database.drop();
    }
  });

  it("refuses pgvector without a database, naming the setting", async () => {
    await expect(createEngine({ vectorEngine: "pgvector", dataDir: os.tmpdir() })).rejects.toThrow("VECTOR_ENGINE=pgvector needs DATABASE_URL");
  });
});
