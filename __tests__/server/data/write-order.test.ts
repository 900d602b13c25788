// Writes to a collection apply in the order they were acknowledged: a
// wait=true write never overtakes a wait=false write answered before it, and
// once it completes, the writes before it are applied and out of the log.
import { eq } from "drizzle-orm";
import type { QdrantClient } from "@qdrant/js-client-rest";
import { collections, pendingWrites } from "../../../server/db/schema";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(60_000);

describeEachStore("the order of writes", (getStore) => {
  let server: DataPlaneServer;
  let client: QdrantClient;
  let apiKey: string;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    const owner = await server.createOwner();
    apiKey = (await server.createApiKey(owner)).key;
    client = server.client(apiKey);
  });
  afterAll(() => server.close());

  const many = Array.from({ length: 500 }, (_, index) => ({ id: index + 1, vector: [index + 1, 1], payload: { n: index + 1 } }));
  const acknowledged = { status: "acknowledged" };

  async function pendingOf(name: string): Promise<number> {
    const rows = await getStore()
      .db.select({ id: pendingWrites.id })
      .from(pendingWrites)
      .innerJoin(collections, eq(collections.id, pendingWrites.collectionId))
      .where(eq(collections.name, name));
    return rows.length;
  }

  it("applies a wait=true delete after the wait=false upsert acknowledged before it", async () => {
    await client.createCollection("upsert-then-delete", { vectors: { size: 2, distance: "Dot" } });
    expect(await client.upsert("upsert-then-delete", { wait: false, points: many })).toMatchObject(acknowledged);
    expect(await client.delete("upsert-then-delete", { wait: true, points: [7] })).toMatchObject({ status: "completed" });
    expect(await client.retrieve("upsert-then-delete", { ids: [7, 8] })).toEqual([{ id: 8, payload: { n: 8 } }]);
    expect(await client.count("upsert-then-delete")).toEqual({ count: many.length - 1 });
    expect(await pendingOf("upsert-then-delete")).toBe(0);
  });

  it("applies a wait=true upsert after the wait=false delete acknowledged before it", async () => {
    await client.createCollection("delete-then-upsert", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("delete-then-upsert", { wait: true, points: many });
    expect(await client.delete("delete-then-upsert", { wait: false, filter: { must: [{ key: "n", range: { lte: 10 } }] } })).toMatchObject(acknowledged);
    expect(await client.upsert("delete-then-upsert", { wait: true, points: [{ id: 5, vector: [5, 1], payload: { back: true } }] })).toMatchObject({ status: "completed" });
    expect(await client.retrieve("delete-then-upsert", { ids: [4, 5] })).toEqual([{ id: 5, payload: { back: true } }]);
    expect(await client.count("delete-then-upsert")).toEqual({ count: many.length - 9 });
  });

  it("applies a run of wait=false writes in order, before a wait=true one", async () => {
    await client.createCollection("a-run", { vectors: { size: 2, distance: "Dot" } });
    expect(await client.upsert("a-run", { wait: false, points: many })).toMatchObject(acknowledged);
    expect(await client.setPayload("a-run", { wait: false, points: [1, 2], payload: { color: "red" } })).toMatchObject(acknowledged);
    expect(await client.overwritePayload("a-run", { wait: false, points: [2], payload: { only: true } })).toMatchObject(acknowledged);
    expect(await client.deletePayload("a-run", { wait: false, points: [1], keys: ["n"] })).toMatchObject(acknowledged);
    expect(await client.clearPayload("a-run", { wait: false, points: [3] })).toMatchObject(acknowledged);
    expect(await client.createPayloadIndex("a-run", { wait: false, field_name: "color", field_schema: "keyword" })).toMatchObject(acknowledged);
    expect(await client.setPayload("a-run", { wait: true, points: [4], payload: { last: true } })).toMatchObject({ status: "completed" });
    expect(await client.retrieve("a-run", { ids: [1, 2, 3, 4] })).toEqual([
      { id: 1, payload: { color: "red" } },
      { id: 2, payload: { only: true } },
      { id: 3, payload: {} },
      { id: 4, payload: { n: 4, last: true } },
    ]);
    expect((await client.getCollection("a-run")).payload_schema).toEqual({ color: { data_type: "keyword", points: 1 } });
    expect(await pendingOf("a-run")).toBe(0);
  });

  it("persists nothing of a rejected wait=false write", async () => {
    await client.createCollection("rejected", { vectors: { size: 2, distance: "Dot" } });
    const { status, body } = await server.call("PUT", "/collections/rejected/points?wait=false", {
      apiKey,
      body: { points: [{ id: 1, vector: [1, 2] }, { id: 2, vector: [1, 2, 3] }] },
    });
    expect({ status, error: body.status.error }).toEqual({ status: 400, error: "Wrong input: Vector dimension error: expected dim: 2, got 3" });
    expect(await pendingOf("rejected")).toBe(0);
    expect(await client.count("rejected")).toEqual({ count: 0 });
  });
});
