// Two pgvector engines on one database, as two service instances run: each
// keeps collection layouts for its searches (layout-cache.ts), and a layout the
// other changed must never give a wrong answer or an error that the current
// layout would not: a vector dropped and added again (a new column), a vector
// added, the collection dropped, searched at once on the other engine.
import { createPgvectorEngine } from "../../../server/engine/pgvector/pgvector-engine";
import type { VectorEngine } from "../../../server/engine/vector-engine";
import { createTestDatabase, type TestDatabase } from "../support/stores";

jest.setTimeout(60_000);

let database: TestDatabase;
let first: VectorEngine;
let second: VectorEngine;

beforeAll(async () => {
  database = await createTestDatabase();
  [first, second] = await Promise.all([createPgvectorEngine({ databaseUrl: database.url }), createPgvectorEngine({ databaseUrl: database.url })]);
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await database?.drop();
});

const dense = { size: 2, distance: "Euclid", onDisk: false } as const;
const nearest = async (engine: VectorEngine, using: string) =>
  (await engine.search("shared", { vector: [0, 0], using, limit: 2, offset: 0, exact: true, withPayload: false, withVector: false })).map((point) => point.id);

it("answers on one engine at once what the other changed in the layout", async () => {
  await first.createCollection({ id: "shared", vectors: { a: dense, b: dense } });
  await first.upsert("shared", [1, 2, 3].map((id) => ({ id, vector: { a: [id, 0], b: [10 - id, 0] }, payload: {} })));
  // The first engine now keeps the layout.
  expect(await nearest(first, "b")).toEqual([3, 2]);

  // b dropped and added again on the other: a new, empty column that the other fills.
  await second.dropVector("shared", "b");
  await second.addVector("shared", "b", { dense });
  await second.updateVectors("shared", [{ id: 1, vector: { b: [0, 1] } }, { id: 2, vector: { b: [0, 2] } }]);
  expect(await nearest(first, "b")).toEqual([1, 2]);

  await second.addVector("shared", "c", { dense });
  await second.updateVectors("shared", [{ id: 3, vector: { c: [0, 0] } }]);
  expect(await nearest(first, "c")).toEqual([3]);

  await second.dropCollection("shared");
  await expect(nearest(first, "a")).rejects.toMatchObject({ code: "not_found" });
});
