// A write acknowledged with wait=false (Qdrant's default) is applied: whatever
// would refuse it is found before the answer. (Issue 9: payload keys that only
// the engine refused were acknowledged, then dropped in the background.)
import { dataPlaneForFile, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(60_000);

const dataPlane = dataPlaneForFile();
let server: DataPlaneServer;
let key: string;

beforeAll(async () => {
  ({ server, key } = dataPlane());
  const client = server.client(key);
  await client.createCollection("fz", { vectors: { size: 2, distance: "Dot" } });
  await client.upsert("fz", { wait: true, points: [{ id: 1000, vector: [1, 0], payload: { a: 1 } }] });
});

const call = (path: string, body: unknown) => server.call("POST", path, { apiKey: key, body });

it.each([
  ["/collections/fz/points/payload", { payload: { b: 1 }, points: [1000], key: "a..b" }],
  ["/collections/fz/points/payload", { payload: { b: 1 }, points: [1000], key: "[" }],
  ["/collections/fz/points/payload", { payload: { b: 1 }, points: [1000], key: "\u0000" }],
  ["/collections/fz/points/payload/delete", { keys: [""], points: [1000] }],
])("%s %j is refused before it is acknowledged, as with wait=true", async (path, body) => {
  const waited = await call(`${path}?wait=true`, body);
  const acknowledged = await call(path, body);
  expect(waited.status).toBeGreaterThanOrEqual(400);
  expect(waited.status).toBeLessThan(500);
  expect(acknowledged).toEqual({ status: waited.status, body: { ...waited.body, time: expect.any(Number) } });
  expect((await server.client(key).retrieve("fz", { ids: [1000] }))[0]?.payload).toEqual({ a: 1 });
});

it("applies what it acknowledged", async () => {
  expect((await call("/collections/fz/points/payload", { payload: { b: 2 }, points: [1000], key: "nested" })).status).toBe(200);
  expect((await call("/collections/fz/points/payload/delete", { keys: ["a"], points: [1000] })).status).toBe(200);
  // Applied in order after the answer: a later write with wait=true, even an empty one, waits for them.
  await server.client(key).upsert("fz", { wait: true, points: [] });
  expect((await server.client(key).retrieve("fz", { ids: [1000] }))[0]?.payload).toEqual({ nested: { b: 2 } });
});
