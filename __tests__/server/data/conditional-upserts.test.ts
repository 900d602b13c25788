// Conditional writes through the official client: Qdrant's update_mode
// (insert_only, update_only) and update_filter on upserts, in list and batch
// form, with wait=true and wait=false, and update_filter on vector updates.
// Points the condition leaves out keep their vectors and payloads; new points
// are written regardless of the filter.
import type { QdrantClient } from "@qdrant/js-client-rest";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(30_000);

describeEachStore("conditional upserts through the Qdrant client", (getStore) => {
  let server: DataPlaneServer;
  let key: string;
  let client: QdrantClient;
  let collections = 0;

  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
    ({ key, client } = await server.ownerClient());
  });
  afterAll(() => server.close());

  /** A collection holding points 1 (version 1) and 2 (version 5). */
  async function twoPoints(): Promise<string> {
    collections += 1;
    const name = `conditional-${collections}`;
    await client.createCollection(name, { vectors: { size: 2, distance: "Dot" } });
    await client.upsert(name, {
      wait: true,
      points: [
        { id: 1, vector: [1, 0], payload: { version: 1 } },
        { id: 2, vector: [0, 1], payload: { version: 5 } },
      ],
    });
    return name;
  }

  async function stored(name: string): Promise<unknown[]> {
    const points = await client.retrieve(name, { ids: [1, 2, 3], with_payload: true, with_vector: true });
    return points.map(({ id, payload, vector }) => ({ id, payload, vector })).sort((a, b) => Number(a.id) - Number(b.id));
  }

  const rewrite = [
    { id: 1, vector: [2, 2], payload: { version: 2 } },
    { id: 2, vector: [3, 3], payload: { version: 6 } },
    { id: 3, vector: [4, 4], payload: { version: 1 } },
  ];

  it("insert_only writes new points and leaves existing ones", async () => {
    const name = await twoPoints();
    await client.upsert(name, { wait: true, points: rewrite, update_mode: "insert_only" });
    expect(await stored(name)).toEqual([
      { id: 1, payload: { version: 1 }, vector: [1, 0] },
      { id: 2, payload: { version: 5 }, vector: [0, 1] },
      { id: 3, payload: { version: 1 }, vector: [4, 4] },
    ]);
  });

  it("update_only rewrites existing points and inserts none, in batch form too", async () => {
    const name = await twoPoints();
    await client.upsert(name, { wait: true, batch: { ids: rewrite.map((point) => point.id), vectors: rewrite.map((point) => point.vector), payloads: rewrite.map((point) => point.payload) }, update_mode: "update_only" });
    expect(await stored(name)).toEqual([
      { id: 1, payload: { version: 2 }, vector: [2, 2] },
      { id: 2, payload: { version: 6 }, vector: [3, 3] },
    ]);
  });

  it("update_filter rewrites only the existing points that match it, and inserts new ones regardless", async () => {
    const name = await twoPoints();
    // Optimistic concurrency as Qdrant's docs show it: only replace what is older than the new version.
    await client.upsert(name, { wait: true, points: rewrite, update_filter: { must: [{ key: "version", range: { lt: 3 } }] } });
    expect(await stored(name)).toEqual([
      { id: 1, payload: { version: 2 }, vector: [2, 2] },
      { id: 2, payload: { version: 5 }, vector: [0, 1] },
      { id: 3, payload: { version: 1 }, vector: [4, 4] },
    ]);
  });

  it("applies the condition to a write accepted with wait=false", async () => {
    const name = await twoPoints();
    const accepted = await server.call("PUT", `/collections/${name}/points?wait=false`, { apiKey: key, body: { points: rewrite, update_mode: "insert_only" } });
    expect(accepted.body.result.status).toBe("acknowledged");
    await client.upsert(name, { wait: true, points: [] });
    expect((await stored(name)).map((point) => (point as { payload: unknown }).payload)).toEqual([{ version: 1 }, { version: 5 }, { version: 1 }]);
  });

  it("update_filter on a vector update leaves the points that do not match it", async () => {
    const name = await twoPoints();
    // The client's updateVectors does not pass update_filter on (1.19): the request as the REST API takes it.
    const body = { points: [{ id: 1, vector: [9, 9] }, { id: 2, vector: [8, 8] }], update_filter: { must: [{ key: "version", match: { value: 5 } }] } };
    expect((await server.call("PUT", `/collections/${name}/points/vectors?wait=true`, { apiKey: key, body })).status).toBe(200);
    expect(await stored(name)).toEqual([
      { id: 1, payload: { version: 1 }, vector: [1, 0] },
      { id: 2, payload: { version: 5 }, vector: [8, 8] },
    ]);
  });

  it("refuses an unknown update_mode with Qdrant's 400", async () => {
    const name = await twoPoints();
    const refused = await server.call("PUT", `/collections/${name}/points?wait=true`, { apiKey: key, body: { points: rewrite, update_mode: "replace" } });
    expect(refused.status).toBe(400);
    expect(refused.body.status.error).toBe('Format error in JSON body: unknown variant "replace", expected one of `upsert`, `insert_only`, `update_only` at update_mode');
    expect(await stored(name)).toHaveLength(2);
  });
});
