// Load (issue 9): 20 concurrent clients for 60 s on loopback against the
// service as users run it (server/main.ts), with autocannon: searches and
// scrolls by API key on a 10,000-point collection, wait=true upserts into it,
// and the console's own calls by session token. Every answer must be a 2xx;
// latency per kind (p50, p99), throughput and the service's memory over the
// run are printed, never asserted as limits (bench/ measures speed).
// RELIABILITY_LOAD_SECONDS shortens or lengthens the run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import fc from "fast-check";
import { runSeed } from "./generated-input";
import { killService, ok, residentMb, signUpOwner, startService, type Owner, type ServiceProcess } from "./support/service-process";

const SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 60);
const POINTS = 10_000;
const DIMENSION = 64;
const seed = runSeed();

jest.setTimeout(600_000 + SECONDS * 2_000);

let dataDir: string;
let service: ServiceProcess;
let owner: Owner;

/** Random numbers from the run's seed. */
const drawn = fc.sample(fc.double({ min: -1, max: 1, noNaN: true }), { seed, numRuns: 100_000 });
let at = 0;
const random = () => drawn[at++ % drawn.length] ?? 0;
const vector = () => Array.from({ length: DIMENSION }, random);
const id = () => 1 + Math.floor(((random() + 1) / 2) * (POINTS - 1));
const point = (pointId: number) => ({ id: pointId, vector: vector(), payload: { group: `g${pointId % 20}`, n: pointId } });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-load-"));
  service = await startService(dataDir);
  owner = await signUpOwner(service, "load");
  const key = { "api-key": owner.key };
  await ok(service.baseUrl, "PUT", "/collections/load", key, { vectors: { size: DIMENSION, distance: "Cosine" } });
  await ok(service.baseUrl, "PUT", "/collections/load/index?wait=true", key, { field_name: "group", field_schema: "keyword" });
  for (let first = 1; first <= POINTS; first += 500) {
    const points = Array.from({ length: 500 }, (_, offset) => point(first + offset));
    await ok(service.baseUrl, "PUT", "/collections/load/points?wait=true", key, { points });
  }
}, 300_000);

afterAll(async () => {
  if (service) await killService(service);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Kind {
  name: string;
  connections: number;
  options: Partial<autocannon.Options>;
}

function kinds(): Kind[] {
  const key = { "api-key": owner.key, "content-type": "application/json" };
  const session = { authorization: `Bearer ${owner.token}`, "x-project-id": owner.projectId };
  const body = (make: () => unknown) => (request: autocannon.Request) => ({ ...request, body: JSON.stringify(make()) });
  return [
    {
      name: "search",
      connections: 8,
      options: {
        headers: key,
        requests: [
          { method: "POST", path: "/collections/load/points/search", setupRequest: body(() => ({ vector: vector(), limit: 10, with_payload: true })) },
          { method: "POST", path: "/collections/load/points/query", setupRequest: body(() => ({ query: vector(), limit: 10, filter: { must: [{ key: "group", match: { value: `g${id() % 20}` } }] } })) },
        ],
      },
    },
    {
      name: "upsert (wait=true)",
      connections: 4,
      options: {
        headers: key,
        requests: [{ method: "PUT", path: "/collections/load/points?wait=true", setupRequest: body(() => ({ points: Array.from({ length: 10 }, () => point(id())) })) }],
      },
    },
    {
      name: "scroll",
      connections: 4,
      options: {
        headers: key,
        requests: [{ method: "POST", path: "/collections/load/points/scroll", setupRequest: body(() => ({ limit: 50, offset: id(), with_payload: true, filter: { must: [{ key: "n", range: { gte: id() % 5000 } }] } })) }],
      },
    },
    {
      name: "console",
      connections: 4,
      options: {
        headers: session,
        requests: [
          { method: "GET", path: "/api/auth/me" },
          { method: "GET", path: "/api/projects" },
          { method: "GET", path: `/api/projects/${owner.projectId}/api-keys` },
          { method: "GET", path: "/collections" },
          { method: "GET", path: "/collections/load" },
        ],
      },
    },
  ];
}

it(`holds ${SECONDS} s of 20 mixed clients with no error`, async () => {
  const memory = [residentMb(service.pid)];
  const sampler = setInterval(() => memory.push(residentMb(service.pid)), 5_000);
  const runs = kinds().map(async (kind) => ({
    kind,
    result: await autocannon({ url: service.baseUrl, connections: kind.connections, duration: SECONDS, timeout: 30, ...kind.options }),
  }));
  const results = await Promise.all(runs).finally(() => clearInterval(sampler));
  memory.push(residentMb(service.pid));

  const total = results.reduce((sum, { result }) => sum + result.requests.total, 0);
  console.log(
    [
      `load: 20 clients for ${SECONDS} s, ${total} requests (${Math.round(total / SECONDS)}/s), on ${POINTS} points of ${DIMENSION} dimensions`,
      ...results.map(
        ({ kind, result }) =>
          `  ${kind.name.padEnd(18)} ${String(kind.connections).padStart(2)} clients ${String(Math.round(result.requests.average)).padStart(5)}/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms  errors ${result.errors + result.timeouts + result.non2xx}`,
      ),
      `  service memory (RSS, MB, every 5 s): ${memory.join(" ")}`,
    ].join("\n"),
  );
  expect(results.map(({ kind, result }) => ({ kind: kind.name, errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, answered: result.requests.total > 0 }))).toEqual(
    results.map(({ kind }) => ({ kind: kind.name, errors: 0, timeouts: 0, non2xx: 0, answered: true })),
  );
});
