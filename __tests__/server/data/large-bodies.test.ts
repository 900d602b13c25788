// A body over the limit, or one whose encoding the service does not read, is
// answered in the plane's shape (413 or 415), not with a reset connection.
// (Found by generated input; issue 9.)
import http from "node:http";
import { openTestStore, type TestStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer } from "./support/data-plane-server";

jest.setTimeout(60_000);

let store: TestStore;
let server: DataPlaneServer;
let key: string;
let token: string;

beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startDataPlaneServer(store.store);
  const owner = await server.createOwner();
  token = owner.token;
  key = (await server.createApiKey(owner)).key;
  await server.client(key).createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
});
afterAll(async () => {
  await server.close();
  await store.remove();
});

/** Sends the whole body, as a client does, and reads whatever comes back. */
function send(path: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; body: unknown }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method: "POST", headers: { "content-length": String(body.length), ...headers }, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
}

it("answers a 10 MB body to /api with 413 in /api's shape", async () => {
  const body = Buffer.from(JSON.stringify({ name: "x".repeat(10 * 1024 * 1024) }));
  expect(await send("/api/projects", { "content-type": "application/json", authorization: `Bearer ${token}` }, body)).toEqual({
    status: 413,
    body: { error: { code: "payload_too_large", message: expect.any(String) } },
  });
});

it("answers a body claiming gzip that is not, in Qdrant's shape", async () => {
  const reply = await send("/collections/docs/points/count", { "content-type": "application/json", "content-encoding": "gzip", "api-key": key }, Buffer.from("{}"));
  expect(reply.status).toBeGreaterThanOrEqual(400);
  expect(reply.status).toBeLessThan(500);
  expect(reply.body).toEqual({ status: { error: expect.any(String) }, time: expect.any(Number) });
});
