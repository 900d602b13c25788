// Two instances of the service on one PostgreSQL database with the pgvector
// engine, as a deployment behind a load balancer runs them (the same
// IDENTITY_SECRET_KEY and PUBLIC_URL on both, started together): a user signs in
// on one and works on the other, a key revoked on one is refused on the other
// within the access cache's 2 s, metering from both adds up exactly, and the
// writes one acknowledged with wait=false before a SIGKILL are applied by the
// other within 20 s, with nothing restarted. And the LanceDB engine, which keeps
// its vectors in one instance's folder, refuses a second instance on a database.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/support/free-port";
import { runTsx } from "../server/support/processes";
import { seedPgliteStore } from "../server/support/pglite-template";
import { createTestDatabase, type TestDatabase } from "../server/support/stores";
import { call, killService, ok, signIn, signUpOwner, startService, type Owner, type ServiceProcess } from "./support/service-process";

jest.setTimeout(180_000);

/** Polls `read` until `holds` is true of its answer, for up to `timeoutMs`; returns that answer and when it came. */
async function eventually<T>(read: () => Promise<T>, holds: (value: T) => boolean, timeoutMs: number): Promise<{ value: T; afterMs: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (holds(value)) return { value, afterMs: Date.now() - started };
    if (Date.now() - started > timeoutMs) throw new Error(`still not so after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("two instances on one database (pgvector)", () => {
  let database: TestDatabase;
  const folders: string[] = [];
  let first: ServiceProcess;
  let second: ServiceProcess;
  let owner: Owner;

  const folder = () => {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-two-instances-"));
    folders.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    // What replicas behind one address share: the database, the identity secret, and the URL tokens name as issuer.
    const shared = {
      DATABASE_URL: database.url,
      VECTOR_ENGINE: "pgvector",
      IDENTITY_SECRET_KEY: randomBytes(32).toString("hex"),
      PUBLIC_URL: `http://127.0.0.1:${firstPort}`,
      METERING_FLUSH_SECONDS: "1",
    };
    // Started together: the migrations run once, under their advisory lock.
    [first, second] = await Promise.all([startService(folder(), shared, firstPort), startService(folder(), shared, secondPort)]);
    owner = await signUpOwner(first, "two-instances");
  });

  afterAll(async () => {
    for (const service of [first, second]) if (service) await killService(service);
    await database?.drop();
    for (const made of folders) fs.rmSync(made, { recursive: true, force: true });
  });

  const bearer = () => ({ authorization: `Bearer ${owner.token}` });
  const withKey = (key = owner.key) => ({ "api-key": key });

  it("signs a user in on one instance and serves them on the other, console and data plane", async () => {
    const token = (await signIn(second, owner.email)).id;
    const projects = await ok<{ projects: { id: string }[] }>(first.baseUrl, "GET", "/api/projects", { authorization: `Bearer ${token}` });
    expect(projects.projects.map((project) => project.id)).toContain(owner.projectId);
    await ok(second.baseUrl, "PUT", "/collections/shared", withKey(), { vectors: { size: 2, distance: "Cosine" } });
    await ok(first.baseUrl, "PUT", "/collections/shared/points?wait=true", withKey(), { points: [1, 2, 3].map((id) => ({ id, vector: [id, 1], payload: { n: id } })) });
    const found = await ok<{ result: { points: { id: number }[] } }>(second.baseUrl, "POST", "/collections/shared/points/query", withKey(), { query: [1, 1], limit: 3, filter: { must: [{ key: "n", range: { gte: 2 } }] } });
    expect(found.result.points.map((point) => point.id).sort()).toEqual([2, 3]);
  });

  it("refuses on one instance, within the access cache's 2 s, a key revoked on the other", async () => {
    const made = await ok<{ apiKey: { id: string }; key: string }>(first.baseUrl, "POST", `/api/projects/${owner.projectId}/api-keys`, bearer(), { name: "revoked soon", access: "read-write" });
    expect((await call(second.baseUrl, "GET", "/collections", withKey(made.key))).status).toBe(200);
    await ok(first.baseUrl, "DELETE", `/api/projects/${owner.projectId}/api-keys/${made.apiKey.id}`, bearer());
    expect((await call(first.baseUrl, "GET", "/collections", withKey(made.key))).status).toBe(401);
    const refused = await eventually(() => call(second.baseUrl, "GET", "/collections", withKey(made.key)), (reply) => reply.status === 401, 5_000);
    expect(refused.afterMs).toBeLessThanOrEqual(2_500);
  });

  it("adds up the calls metered on both instances exactly", async () => {
    // An organisation of its own: its month starts at 0 calls.
    const counted = await signUpOwner(second, "metered");
    const used = async (service: ServiceProcess) => {
      const billing = await ok<{ allowances: { kind: string; used: number }[] }>(service.baseUrl, "GET", "/api/billing", { authorization: `Bearer ${counted.token}` });
      return billing.allowances.find((allowance) => allowance.kind === "apiCalls")?.used ?? -1;
    };
    await ok(first.baseUrl, "PUT", "/collections/metered", withKey(counted.key), { vectors: { size: 2, distance: "Cosine" } });
    for (let call = 0; call < 7; call += 1) await ok(first.baseUrl, "POST", "/collections/metered/points/count", withKey(counted.key), { exact: true });
    for (let call = 0; call < 5; call += 1) await ok(second.baseUrl, "POST", "/collections/metered/points/count", withKey(counted.key), { exact: true });
    // Each instance flushes its counts every second and reads the others' back every 10 s.
    const after = await eventually(async () => [await used(first), await used(second)], ([one, two]) => one === 13 && two === 13, 30_000);
    expect(after.value).toEqual([13, 13]);
  });

  it("applies, on the other instance and within 20 s, the writes one acknowledged with wait=false before it was killed", async () => {
    await ok(first.baseUrl, "PUT", "/collections/kept", withKey(), { vectors: { size: 2, distance: "Dot" } });
    const acknowledged: number[] = [];
    let stopped = false;
    const writing = (async () => {
      for (let batch = 0; !stopped; batch += 1) {
        const ids = Array.from({ length: 50 }, (_, index) => batch * 50 + index + 1);
        const reply = await call(first.baseUrl, "PUT", "/collections/kept/points?wait=false", withKey(), { points: ids.map((id) => ({ id, vector: [id, 1] })) }).catch(() => null);
        if (!reply) return;
        if (reply.status === 200) acknowledged.push(...ids);
      }
    })();
    await eventually(async () => acknowledged.length, (count) => count >= 2_000, 60_000);
    await killService(first);
    stopped = true;
    await writing;
    const count = () => ok<{ result: { count: number } }>(second.baseUrl, "POST", "/collections/kept/points/count", withKey(), { exact: true }).then((reply) => reply.result.count);
    const landed = await eventually(count, (points) => points >= acknowledged.length, 30_000);
    // Every acknowledged point, by id (a write in flight when the kill came may have landed too, unacknowledged).
    const scrolled = await ok<{ result: { points: { id: number }[] } }>(second.baseUrl, "POST", "/collections/kept/points/scroll", withKey(), { limit: landed.value, with_payload: false });
    const ids = new Set(scrolled.result.points.map((point) => point.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    expect(landed.afterMs).toBeLessThanOrEqual(25_000);
  });

  it("stops a second instance on LanceDB against the same database, with what to do", async () => {
    const lance = await createTestDatabase();
    try {
      const one = folder();
      seedPgliteStore(one);
      const alone = await startService(one, { DATABASE_URL: lance.url });
      try {
        const run = runTsx("server/main.ts", [], { PORT: String(await freePort()), DATA_DIR: folder(), DATABASE_URL: lance.url, PUBLIC_DIR: path.join(one, "no-console") });
        expect(await run.exited).toBe(1);
        expect(run.output()).toContain("Another instance of Vector Database Cloud with VECTOR_ENGINE=lancedb is running on this DATABASE_URL.");
        expect(run.output()).toContain("set VECTOR_ENGINE=pgvector to run several instances");
        expect((await call(alone.baseUrl, "GET", "/healthz", {})).status).toBe(200);
      } finally {
        await killService(alone);
      }
    } finally {
      await lance.drop();
    }
  });
});
