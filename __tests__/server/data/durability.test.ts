// wait=true means durable: the service, killed with SIGKILL right after
// answering, restarts with the points there. A write acknowledged with
// wait=false is durable too (stored before the answer, applied at the next
// start if a SIGKILL came first), and lands when the service is stopped
// (SIGTERM) right after answering.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { QdrantClient } from "@qdrant/js-client-rest";
import { createApiKey } from "../../../server/api-keys/create-api-key";
import { registerOwner } from "../../../server/organisations/register-owner";
import { openStore } from "../../../server/db/open-store";
import { runTsx, type ChildRun } from "../support/processes";
import { createTestUsers } from "../support/test-users";
import { freePort } from "../support/free-port";
import { seedPgliteStore } from "../support/pglite-template";

jest.setTimeout(120_000);

let dataDir: string;
let apiKey: string;
const children: ChildRun[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-durability-"));
  seedPgliteStore(dataDir);
  // PGlite's folder lock admits one process: make the key here, close, then start the service.
  const store = await openStore({ dataDir });
  try {
    const { user } = createTestUsers().signIn();
    const { project } = await registerOwner(store.db, user);
    apiKey = (await createApiKey(store.db, project.id, { user, role: "owner" }, { name: "durability", access: "read-write" })).key;
  } finally {
    await store.close();
  }
}, 60_000);

afterAll(() => {
  for (const run of children) run.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startService(): Promise<{ run: ChildRun; client: QdrantClient }> {
  const port = await freePort();
  const run = runTsx("server/main.ts", [], { PORT: String(port), DATA_DIR: dataDir, PUBLIC_DIR: path.join(dataDir, "no-console"), LOG_LEVEL: "info" });
  children.push(run);
  await run.waitFor(`Vector Database Cloud is running at http://localhost:${port}`, 60_000);
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    return { run, client: new QdrantClient({ url: `http://127.0.0.1:${port}`, apiKey }) };
  } finally {
    console.warn = warn;
  }
}

const points = Array.from({ length: 200 }, (_, index) => ({ id: index + 1, vector: [index, 1, 0.5], payload: { n: index + 1 } }));

it("keeps points written with wait=true through a SIGKILL", async () => {
  const first = await startService();
  await first.client.createCollection("durable", { vectors: { size: 3, distance: "Euclid" } });
  await first.client.createPayloadIndex("durable", { field_name: "n", field_schema: "integer", wait: true });
  expect(await first.client.upsert("durable", { wait: true, points })).toMatchObject({ status: "completed" });
  first.run.child.kill("SIGKILL");
  await first.run.exited;

  const second = await startService();
  expect(await second.client.count("durable")).toEqual({ count: points.length });
  expect(await second.client.retrieve("durable", { ids: [1, 200], with_vector: true })).toEqual([
    { id: 1, payload: { n: 1 }, vector: [0, 1, 0.5] },
    { id: 200, payload: { n: 200 }, vector: [199, 1, 0.5] },
  ]);
  expect((await second.client.getCollection("durable")).payload_schema).toEqual({ n: { data_type: "integer", points: points.length } });
  expect(await second.client.count("durable", { filter: { must: [{ key: "n", range: { gt: 150 } }] } })).toEqual({ count: 50 });
  second.run.child.kill("SIGKILL");
  await second.run.exited;
});

it("keeps writes acknowledged with wait=false through a SIGKILL right after the answer", async () => {
  const first = await startService();
  await first.client.createCollection("acknowledged", { vectors: { size: 3, distance: "Euclid" } });
  const batches = Array.from({ length: 10 }, (_, batch) => points.map((point) => ({ ...point, id: batch * points.length + point.id })));
  for (const batch of batches) expect(await first.client.upsert("acknowledged", { wait: false, points: batch })).toMatchObject({ status: "acknowledged" });
  expect(await first.client.setPayload("acknowledged", { wait: false, points: [1], payload: { edited: true } })).toMatchObject({ status: "acknowledged" });
  expect(await first.client.delete("acknowledged", { wait: false, points: [2] })).toMatchObject({ status: "acknowledged" });
  first.run.child.kill("SIGKILL");
  await first.run.exited;

  const second = await startService();
  // The kill came before the queue ran dry: the restart applied what was left.
  expect(second.run.output()).toMatch(/applied \d+ write\(s\) accepted with wait=false before the last stop/);
  expect(await second.client.count("acknowledged")).toEqual({ count: batches.length * points.length - 1 });
  expect(await second.client.retrieve("acknowledged", { ids: [1, 2, 2000], with_vector: true })).toEqual([
    { id: 1, payload: { n: 1, edited: true }, vector: [0, 1, 0.5] },
    { id: 2000, payload: { n: 200 }, vector: [199, 1, 0.5] },
  ]);
  second.run.child.kill("SIGKILL");
  await second.run.exited;
});

it("applies a write accepted with wait=false before a graceful stop", async () => {
  const first = await startService();
  await first.client.createCollection("later", { vectors: { size: 3, distance: "Dot" } });
  expect(await first.client.upsert("later", { wait: false, points })).toMatchObject({ status: "acknowledged" });
  first.run.child.kill("SIGTERM");
  expect(await first.run.exited).toBe(0);

  const second = await startService();
  expect(await second.client.count("later")).toEqual({ count: points.length });
  second.run.child.kill("SIGTERM");
  expect(await second.run.exited).toBe(0);
});

