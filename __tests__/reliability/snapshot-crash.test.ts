// Snapshots killed (issue 29): the service (server/main.ts on its embedded
// stores) is killed with SIGKILL while it writes a snapshot and while it
// restores one over a collection that changed since. After each restart no
// half-written snapshot is listed (each listed one downloads whole, with its
// checksum), the collection is the original or the restored one and never a
// mix of both, and the jobs, resumed on their own, end with the snapshot
// listed and the collection restored. RELIABILITY_SNAPSHOT_POINTS sets the
// collection's size; RELIABILITY_SNAPSHOT_KILLS the kills of each kind.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { call, killService, ok, signUpOwner, startService, type Owner, type ServiceProcess } from "./support/service-process";

jest.setTimeout(900_000);

const POINTS = Number(process.env.RELIABILITY_SNAPSHOT_POINTS ?? 20_000);
const KILLS = Number(process.env.RELIABILITY_SNAPSHOT_KILLS ?? 2);
const DIMENSION = 16;

interface Snapshot {
  name: string;
  size: number;
  checksum: string;
}

let dataDir: string;
let service: ServiceProcess;
let owner: Owner;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-snapshot-crash-"));
  service = await startService(dataDir);
  owner = await signUpOwner(service, "snapshot-crash");
}, 180_000);

afterAll(async () => {
  if (service) await killService(service);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const key = () => ({ "api-key": owner.key });
const data = <T>(method: string, urlPath: string, body?: unknown) => ok<{ result: T }>(service.baseUrl, method, urlPath, key(), body).then((reply) => reply.result);

async function restart(): Promise<void> {
  await killService(service);
  service = await startService(dataDir, {}, service.port);
}

/** Every point id of the collection, sorted. */
async function ids(collection: string): Promise<string> {
  const found: (string | number)[] = [];
  let offset: string | number | null = null;
  do {
    const page: { points: { id: string | number }[]; next_page_offset: string | number | null } = await data("POST", `/collections/${collection}/points/scroll`, { limit: 5_000, with_payload: false, ...(offset === null ? {} : { offset }) });
    found.push(...page.points.map((point) => point.id));
    offset = page.next_page_offset;
  } while (offset !== null);
  return found.map(String).sort().join(",");
}

async function listed(): Promise<Snapshot[]> {
  return data<Snapshot[]>("GET", "/collections/docs/snapshots");
}

/** Every listed snapshot is whole: its bytes have its size and checksum. */
async function expectWhole(snapshots: readonly Snapshot[]): Promise<void> {
  for (const snapshot of snapshots) {
    const response = await fetch(`${service.baseUrl}/collections/docs/snapshots/${encodeURIComponent(snapshot.name)}`, { headers: key() });
    const bytes = Buffer.from(await response.arrayBuffer());
    expect({ name: snapshot.name, status: response.status, size: bytes.length, checksum: createHash("sha256").update(bytes).digest("hex") }).toEqual({ name: snapshot.name, status: 200, size: snapshot.size, checksum: snapshot.checksum });
  }
}

async function jobsOf(kind: string): Promise<{ id: string; state: string }[]> {
  return (await ok<{ jobs: { id: string; state: string }[] }>(service.baseUrl, "GET", `/api/projects/${owner.projectId}/jobs?kind=${kind}`, { authorization: `Bearer ${owner.token}` })).jobs;
}

async function untilJobsEnd(kind: string): Promise<void> {
  for (;;) {
    const jobs = await jobsOf(kind);
    if (jobs.every((job) => ["succeeded", "failed", "cancelled"].includes(job.state))) {
      expect(jobs.map((job) => job.state)).toEqual(jobs.map(() => "succeeded"));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function untilRunning(kind: string): Promise<void> {
  while (!(await jobsOf(kind)).some((job) => job.state === "running")) await new Promise((resolve) => setTimeout(resolve, 10));
}

it(`lists only whole snapshots, and restores all or nothing, through ${KILLS} SIGKILLs each`, async () => {
  await data("PUT", "/collections/docs", { vectors: { size: DIMENSION, distance: "Cosine" } });
  await data("PUT", "/collections/docs/index?wait=true", { field_name: "n", field_schema: "integer" });
  for (let start = 0; start < POINTS; start += 1_000) {
    const points = Array.from({ length: Math.min(1_000, POINTS - start) }, (_, index) => ({
      id: start + index + 1,
      vector: Array.from({ length: DIMENSION }, (_, i) => Math.sin((start + index + 1) * (i + 1)) || 0.5),
      payload: { n: start + index + 1, text: `point ${start + index + 1}` },
    }));
    await data("PUT", "/collections/docs/points?wait=true", { points });
  }
  const original = await ids("docs");
  const timings: string[] = [];

  for (let kill = 1; kill <= KILLS; kill++) {
    expect((await call(service.baseUrl, "POST", "/collections/docs/snapshots?wait=false", key())).status).toBe(202);
    await untilRunning("snapshot");
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 300)));
    const at = performance.now();
    await restart();
    timings.push(`snapshot kill ${kill}: restarted in ${Math.round(performance.now() - at)} ms`);
    await expectWhole(await listed());
  }
  await untilJobsEnd("snapshot");
  const snapshots = await listed();
  expect(snapshots).toHaveLength(KILLS);
  await expectWhole(snapshots);

  // Changed since the snapshot: the first half of the points deleted.
  await data("POST", "/collections/docs/points/delete?wait=true", { filter: { must: [{ key: "n", range: { lte: POINTS / 2 } }] } });
  const changed = await ids("docs");
  expect(changed).not.toEqual(original);
  const location = `file:///docs/${snapshots[0]?.name ?? ""}`;
  for (let kill = 1; kill <= KILLS; kill++) {
    if (kill > 1) await data("POST", "/collections/docs/points/delete?wait=true", { filter: { must: [{ key: "n", range: { lte: POINTS / 2 } }] } });
    expect((await call(service.baseUrl, "PUT", "/collections/docs/snapshots/recover?wait=false", key(), { location })).status).toBe(202);
    await untilRunning("snapshot-restore");
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 1_000)));
    const at = performance.now();
    await restart();
    timings.push(`restore kill ${kill}: restarted in ${Math.round(performance.now() - at)} ms`);
    // Right after the restart: one or the other, never a mix.
    expect([original, changed]).toContain(await ids("docs"));
    await untilJobsEnd("snapshot-restore");
    expect(await ids("docs")).toEqual(original);
  }
  const info = await data<{ points_count: number; payload_schema: Record<string, unknown> }>("GET", "/collections/docs");
  expect({ points: info.points_count, indexes: Object.keys(info.payload_schema) }).toEqual({ points: POINTS, indexes: ["n"] });
  console.log(`Snapshots killed: ${POINTS} points\n  ${timings.join("\n  ")}`);
});
