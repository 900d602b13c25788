// Points without the unnamed vector, on LanceDB: every vector is optional in
// Qdrant, the unnamed one too. Past the index threshold, searches skip such
// points whether they come from the in-memory graph (Cosine) or from LanceDB's
// own index (Manhattan has no graph), and a point whose vector is removed
// leaves both. A table created before (its `vector` column refusing nulls) is
// made nullable at open, its points untouched.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as arrow from "apache-arrow";
import * as lancedb from "@lancedb/lancedb";
import type { FilterNode } from "../../../server/engine/filter/filter-tree";
import type { Distance, VectorEngine } from "../../../server/engine/vector-engine";
import { createLanceDbEngine } from "../../../server/engine/lancedb/lancedb-engine";
import { collectionSchema, VECTOR } from "../../../server/engine/lancedb/table/table-schema";
import { collectionSpec, NO_PAYLOAD, useEngine } from "./conformance/harness";
import { randomPoints, randomVector, seededRandom } from "./conformance/random-data";
import { lanceDbFactory } from "./lancedb-factory";

jest.setTimeout(120_000);

const HOLDING: FilterNode = { kind: "hasVector", name: "" };

async function waitForGreen(engine: VectorEngine, id: string): Promise<void> {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    if ((await engine.stats(id)).status === "green") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the index build did not finish");
}

describe("points without the unnamed vector, past the index threshold", () => {
  const current = useEngine(lanceDbFactory({ indexThreshold: 300, optimizeAfterRows: 100 }));

  it.each<Distance>(["Cosine", "Manhattan"])("%s: searches skip them, counts and reads keep them", async (distance) => {
    const { engine } = current();
    const random = seededRandom(7);
    const spec = collectionSpec(distance, 8);
    // Every fourth point holds no vector at all.
    const points = randomPoints(random, 400, 8).map((point, index) => (index % 4 === 0 ? { ...point, vector: {} } : point));
    await engine.createCollection(spec);
    await engine.upsert(spec.id, points);
    await waitForGreen(engine, spec.id);
    const lacking = new Set(points.filter((_, index) => index % 4 === 0).map((point) => point.id));

    expect({ all: await engine.count(spec.id), holding: await engine.count(spec.id, HOLDING) }).toEqual({ all: 400, holding: 300 });
    // Exact: every holder. Approximate (a graph may miss a few of all its points): a page of holders only.
    for (const [exact, limit, wanted] of [[true, 400, 300], [false, 60, 60]] as const) {
      const found = await engine.search(spec.id, { vector: randomVector(random, 8), limit, offset: 0, exact, ...NO_PAYLOAD });
      expect({ exact, found: found.length, lacking: found.filter((point) => lacking.has(point.id)).length }).toEqual({ exact, found: wanted, lacking: 0 });
    }
    const [first] = points;
    expect(await engine.retrieve(spec.id, [first?.id ?? 0], { withPayload: false, withVector: true })).toEqual([{ id: first?.id, vector: {} }]);

    // Removing the unnamed vector of a point takes it out of the searches, not out of the collection.
    const second = points[1];
    if (!second) throw new Error("no points");
    await engine.deleteVectors(spec.id, { ids: [second.id] }, [""]);
    const near = await engine.search(spec.id, { vector: second.vector as number[], limit: 5, offset: 0, exact: false, ...NO_PAYLOAD });
    expect(near.map((point) => point.id)).not.toContain(second.id);
    expect({ all: await engine.count(spec.id), holding: await engine.count(spec.id, HOLDING) }).toEqual({ all: 400, holding: 299 });
  });
});

describe("a table created when the unnamed vector was required", () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vdb-required-"));
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  it("opens with its column made nullable, its points kept, and takes points without the vector", async () => {
    const spec = collectionSpec("Dot", 2);
    // The schema as tables were created before: `vector` non-nullable.
    const schema = collectionSchema(spec);
    const fields = schema.fields.map((field) => (field.name === VECTOR ? new arrow.Field(field.name, field.type, false, field.metadata) : field));
    const db = await lancedb.connect(path.join(dataDir, "vectors"));
    await db.createEmptyTable(spec.id, new arrow.Schema(fields, schema.metadata));
    db.close();

    const engine = await createLanceDbEngine({ dataDir });
    try {
      await engine.upsert(spec.id, [{ id: 1, vector: [1, 0], payload: {} }]);
      await engine.upsert(spec.id, [{ id: 2, vector: {}, payload: {} }]);
      await engine.deleteVectors(spec.id, { ids: [1] }, [""]);
      await engine.upsert(spec.id, [{ id: 3, vector: [0, 1], payload: {} }]);
      expect(await engine.retrieve(spec.id, [1, 2, 3], { withPayload: false, withVector: true })).toEqual([
        { id: 1, vector: {} },
        { id: 2, vector: {} },
        { id: 3, vector: [0, 1] },
      ]);
      expect((await engine.search(spec.id, { vector: [1, 1], limit: 3, offset: 0, exact: true, ...NO_PAYLOAD })).map((point) => point.id)).toEqual([3]);
    } finally {
      await engine.close();
    }
    const reopened = await lancedb.connect(path.join(dataDir, "vectors"));
    expect((await (await reopened.openTable(spec.id)).schema()).fields.find((field) => field.name === VECTOR)?.nullable).toBe(true);
    reopened.close();
  });
});
