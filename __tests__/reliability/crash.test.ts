// Crashes (issue 9): the service (server/main.ts, on its embedded stores) is
// killed with SIGKILL at random moments while clients send wait=true upserts,
// deletes, payload changes and payload index builds (one writer over Qdrant's
// gRPC API with the official gRPC client, the others over REST) (vector index builds run
// in the background: the collection crosses VECTOR_INDEX_THRESHOLD), and
// while an owner creates and revokes API keys and creates projects. After each
// restart, every acknowledged write is there (ids, vectors, payloads), every
// acknowledged delete is gone, each operation that was in flight at the kill
// is there whole or not at all, and every key and project acknowledged as
// created (or revoked) is so. The kills, acknowledged operations, losses and
// restart times are printed. RELIABILITY_KILLS sets the number of kills;
// RELIABILITY_SEED replays the operations (not the moments of the kills).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { QdrantClient } from "@qdrant/js-client-grpc";
import { runSeed } from "./generated-input";
import { call, killService, ok, signUpOwner, startService, type Owner, type ServiceProcess } from "./support/service-process";
import { freePort } from "../server/support/free-port";
import { withoutInsecureKeyWarning } from "../server/data/support/data-plane-server";

jest.setTimeout(1_800_000);

const KILLS = Number(process.env.RELIABILITY_KILLS ?? 20);
const seed = runSeed();
const DIMENSION = 16;
const WRITERS = 4;
/** The writer that writes over gRPC, beside those over REST. */
const GRPC_WRITER = WRITERS;
const IDS_PER_WRITER = 400;
/** The Business tier's 20 projects (signUpOwner's), less the default one and one in flight at a kill. */
const MAX_CRASH_PROJECTS = 18;
/** Low, so that vector index builds and rebuilds run between the kills; the gRPC port is set in beforeAll, the same at every restart. */
const ENV: Record<string, string> = { VECTOR_INDEX_THRESHOLD: "400" };

type Point = { vector: number[]; payload: Record<string, unknown> };
type Points = Map<number, Point>;

/** An operation acknowledged or in flight: what it does to the expected state. */
interface Operation<State> {
  kind: string;
  apply(state: State): State;
}

/** A client's view: the state its acknowledged operations leave, and the operation a kill cut short. */
interface Client<State> {
  name: string;
  expected: State;
  inFlight: Operation<State> | null;
  acknowledged: Map<string, number>;
  /** One operation against the service; its effect once acknowledged. */
  next(service: ServiceProcess): Promise<void>;
  /** The state the service shows after a restart. */
  read(service: ServiceProcess): Promise<State>;
  same(a: State, b: State): boolean;
}

/** Random numbers from the run's seed, one stream per client. */
function numbers(streamSeed: number): (below: number) => number {
  const drawn = fc.sample(fc.nat({ max: 2 ** 30 }), { seed: streamSeed, numRuns: 200_000 });
  let at = 0;
  return (below) => (drawn[at++ % drawn.length] ?? 0) % below;
}

const float = (draw: (below: number) => number) => Math.fround(draw(2_000_001) / 1_000_000 - 1);

let dataDir: string;
let owner: Owner;
let service: ServiceProcess;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-crash-"));
  ENV.GRPC_PORT = String(await freePort());
  service = await startService(dataDir, ENV);
  owner = await signUpOwner(service, "crash");
  await ok(service.baseUrl, "PUT", "/collections/crash", { "api-key": owner.key }, { vectors: { size: DIMENSION, distance: "Euclid" } });
}, 180_000);

afterAll(async () => {
  if (service) await killService(service);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs one operation, recording it as in flight until the answer, and as acknowledged after it. */
async function perform<State>(client: Client<State>, operation: Operation<State>, send: () => Promise<{ status: number; body: unknown }>): Promise<void> {
  client.inFlight = operation;
  const reply = await send();
  if (reply.status < 200 || reply.status > 299) throw new Error(`${client.name} ${operation.kind} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  client.expected = operation.apply(client.expected);
  client.inFlight = null;
  client.acknowledged.set(operation.kind, (client.acknowledged.get(operation.kind) ?? 0) + 1);
}

function pointsClient(writer: number): Client<Points> {
  const draw = numbers(seed + writer);
  const firstId = writer * 10_000 + 1;
  const key = () => ({ "api-key": owner.key });
  let counter = 0;
  const client: Client<Points> = {
    name: `writer ${writer}`,
    expected: new Map(),
    inFlight: null,
    acknowledged: new Map(),
    async next(target) {
      counter += 1;
      const existing = [...client.expected.keys()];
      const choice = draw(10);
      if (choice < 5 || existing.length < 20) {
        const ids = [...new Set(Array.from({ length: 1 + draw(80) }, () => firstId + draw(IDS_PER_WRITER)))];
        const points = ids.map((id) => ({ id, vector: Array.from({ length: DIMENSION }, () => float(draw)), payload: { writer, n: counter, tags: [`t${draw(5)}`] } }));
        await perform(client, { kind: "upsert", apply: (state) => new Map([...state, ...points.map((point) => [point.id, { vector: point.vector, payload: point.payload }] as const)]) }, () =>
          call(target.baseUrl, "PUT", "/collections/crash/points?wait=true", key(), { points }),
        );
      } else if (choice < 7) {
        const ids = [...new Set(Array.from({ length: 1 + draw(20) }, () => existing[draw(existing.length)]))];
        await perform(client, { kind: "delete", apply: (state) => new Map([...state].filter(([id]) => !ids.includes(id))) }, () =>
          call(target.baseUrl, "POST", "/collections/crash/points/delete?wait=true", key(), { points: ids }),
        );
      } else if (choice < 9) {
        const ids = [...new Set(Array.from({ length: 1 + draw(40) }, () => existing[draw(existing.length)]))];
        const payload = { changed: counter, note: `set by ${writer}` };
        const apply = (state: Points) => new Map([...state].map(([id, point]) => [id, ids.includes(id) ? { ...point, payload: { ...point.payload, ...payload } } : point] as const));
        await perform(client, { kind: "set payload", apply }, () => call(target.baseUrl, "POST", "/collections/crash/points/payload?wait=true", key(), { payload, points: ids }));
      } else {
        // Every point of this writer whose n is below a bound: a delete by filter, over many rows.
        const bound = counter - 5 - draw(20);
        const apply = (state: Points) => new Map([...state].filter(([, point]) => !(typeof point.payload.n === "number" && point.payload.n < bound)));
        const filter = { must: [{ key: "writer", match: { value: writer } }, { key: "n", range: { lt: bound } }] };
        await perform(client, { kind: "delete by filter", apply }, () => call(target.baseUrl, "POST", "/collections/crash/points/delete?wait=true", key(), { filter }));
      }
    },
    async read(target) {
      const page = await ok<{ result: { points: { id: number; vector: number[]; payload: Record<string, unknown> }[] } }>(target.baseUrl, "POST", "/collections/crash/points/scroll", key(), {
        limit: IDS_PER_WRITER + 1,
        with_payload: true,
        with_vector: true,
        filter: { must: [{ key: "writer", match: { value: writer } }] },
      });
      return new Map(page.result.points.map((point) => [point.id, { vector: point.vector.map(Math.fround), payload: point.payload }]));
    },
    same: (a, b) => a.size === b.size && [...a].every(([id, point]) => JSON.stringify(b.get(id)) === JSON.stringify(point)),
  };
  return client;
}

/** A payload value as Qdrant's gRPC Value (the official client's protobuf-es form). */
function grpcValue(value: unknown): object {
  if (typeof value === "number") return { kind: { case: "integerValue", value: BigInt(value) } };
  if (typeof value === "string") return { kind: { case: "stringValue", value } };
  if (Array.isArray(value)) return { kind: { case: "listValue", value: { values: value.map(grpcValue) } } };
  throw new Error(`no gRPC value for ${JSON.stringify(value)}`);
}

/** Upserts and deletes by ids with wait=true through the official gRPC client, on its own ids. */
function grpcPointsClient(writer: number): Client<Points> {
  const draw = numbers(seed + writer);
  const firstId = writer * 10_000 + 1;
  let counter = 0;
  // A client per call: after a kill, the next one connects to the restarted service.
  const points = () =>
    withoutInsecureKeyWarning(() => new QdrantClient({ host: "127.0.0.1", port: Number(ENV.GRPC_PORT), apiKey: owner.key, https: false, checkCompatibility: false })).api("points");
  const pointId = (id: number) => ({ pointIdOptions: { case: "num" as const, value: BigInt(id) } });
  const client: Client<Points> = {
    name: `gRPC writer ${writer}`,
    expected: new Map(),
    inFlight: null,
    acknowledged: new Map(),
    async next() {
      counter += 1;
      const existing = [...client.expected.keys()];
      const send = async (call: () => Promise<unknown>) => {
        await call();
        return { status: 200, body: null };
      };
      if (draw(10) < 7 || existing.length < 20) {
        const ids = [...new Set(Array.from({ length: 1 + draw(80) }, () => firstId + draw(IDS_PER_WRITER)))];
        const written = ids.map((id) => ({ id, vector: Array.from({ length: DIMENSION }, () => float(draw)), payload: { writer, n: counter, tags: [`t${draw(5)}`] } }));
        await perform(client, { kind: "upsert (gRPC)", apply: (state) => new Map([...state, ...written.map((point) => [point.id, { vector: point.vector, payload: point.payload }] as const)]) }, () =>
          send(() =>
            points().upsert({
              collectionName: "crash",
              wait: true,
              points: written.map((point) => ({
                id: pointId(point.id),
                vectors: { vectorsOptions: { case: "vector", value: { vector: { case: "dense", value: { data: point.vector } } } } },
                payload: Object.fromEntries(Object.entries(point.payload).map(([key, value]) => [key, grpcValue(value)])),
              })),
            }),
          ),
        );
      } else {
        const ids = [...new Set(Array.from({ length: 1 + draw(20) }, () => existing[draw(existing.length)] ?? firstId))];
        await perform(client, { kind: "delete (gRPC)", apply: (state) => new Map([...state].filter(([id]) => !ids.includes(id))) }, () =>
          send(() => points().delete({ collectionName: "crash", wait: true, points: { pointsSelectorOneOf: { case: "points", value: { ids: ids.map(pointId) } } } })),
        );
      }
    },
    read: (target) => pointsClient(writer).read(target),
    same: (a, b) => a.size === b.size && [...a].every(([id, point]) => JSON.stringify(b.get(id)) === JSON.stringify(point)),
  };
  return client;
}

type Indexes = Map<string, string>;

/** Payload index builds and drops on their own fields. */
function indexClient(): Client<Indexes> {
  const draw = numbers(seed + 100);
  const key = () => ({ "api-key": owner.key });
  const client: Client<Indexes> = {
    name: "indexer",
    expected: new Map(),
    inFlight: null,
    acknowledged: new Map(),
    async next(target) {
      const field = `f${draw(6)}`;
      if (client.expected.has(field)) {
        await perform(client, { kind: "drop payload index", apply: (state) => new Map([...state].filter(([name]) => name !== field)) }, () =>
          call(target.baseUrl, "DELETE", `/collections/crash/index/${field}?wait=true`, key()),
        );
      } else {
        const type = (["keyword", "integer", "float", "bool"] as const)[draw(4)] ?? "keyword";
        await perform(client, { kind: "build payload index", apply: (state) => new Map([...state, [field, type]]) }, () =>
          call(target.baseUrl, "PUT", "/collections/crash/index?wait=true", key(), { field_name: field, field_schema: type }),
        );
      }
    },
    async read(target) {
      const info = await ok<{ result: { payload_schema: Record<string, { data_type: string }> } }>(target.baseUrl, "GET", "/collections/crash", key());
      return new Map(Object.entries(info.result.payload_schema).filter(([name]) => /^f\d$/.test(name)).map(([name, schema]) => [name, schema.data_type]));
    },
    same: (a, b) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort()),
  };
  return client;
}

interface Metadata {
  /** Names of the keys that exist, and work as keys when their secret is known. */
  keys: string[];
  projects: string[];
}

/** The metadata store: API keys created and revoked, projects created. */
function metadataClient(): Client<Metadata> {
  const draw = numbers(seed + 200);
  const bearer = () => ({ authorization: `Bearer ${owner.token}` });
  const keyIds = new Map<string, string>();
  const secrets = new Map<string, string>();
  let counter = 0;
  const client: Client<Metadata> = {
    name: "owner",
    expected: { keys: [], projects: [] },
    inFlight: null,
    acknowledged: new Map(),
    async next(target) {
      counter += 1;
      // Projects up to what the owner's Business tier allows (20 with the default one and one in flight at a kill).
      const choice = client.expected.projects.length >= MAX_CRASH_PROJECTS ? draw(9) : draw(10);
      if (choice < 6 || client.expected.keys.length === 0) {
        const name = `crash-key-${seed}-${counter}`;
        await perform(client, { kind: "create key", apply: (state) => ({ ...state, keys: [...state.keys, name] }) }, async () => {
          const reply = await call(target.baseUrl, "POST", `/api/projects/${owner.projectId}/api-keys`, bearer(), { name, access: "read-only" });
          const created = reply.body as { key?: string; apiKey?: { id: string } };
          if (created.key && created.apiKey) {
            keyIds.set(name, created.apiKey.id);
            secrets.set(name, created.key);
          }
          return reply;
        });
      } else if (choice < 9) {
        const name = client.expected.keys[draw(client.expected.keys.length)] ?? "";
        await perform(client, { kind: "revoke key", apply: (state) => ({ ...state, keys: state.keys.filter((kept) => kept !== name) }) }, () =>
          call(target.baseUrl, "DELETE", `/api/projects/${owner.projectId}/api-keys/${keyIds.get(name) ?? ""}`, bearer()),
        );
      } else {
        const name = `crash-project-${seed}-${counter}`;
        await perform(client, { kind: "create project", apply: (state) => ({ ...state, projects: [...state.projects, name] }) }, () =>
          call(target.baseUrl, "POST", "/api/projects", bearer(), { name }),
        );
      }
    },
    async read(target) {
      const listed = await ok<{ apiKeys: { id: string; name: string }[] }>(target.baseUrl, "GET", `/api/projects/${owner.projectId}/api-keys`, bearer());
      const keys: string[] = [];
      for (const apiKey of listed.apiKeys.filter((listedKey) => listedKey.name.startsWith("crash-key-"))) {
        // A key that landed without its answer is known by name only.
        keyIds.set(apiKey.name, apiKey.id);
        const secret = secrets.get(apiKey.name);
        const works = secret === undefined || (await call(target.baseUrl, "GET", "/collections", { "api-key": secret })).status === 200;
        keys.push(works ? apiKey.name : `${apiKey.name} (listed, but refused as a key)`);
      }
      const projects = await ok<{ projects: { name: string }[] }>(target.baseUrl, "GET", "/api/projects", bearer());
      return { keys, projects: projects.projects.map((project) => project.name).filter((name) => name.startsWith("crash-project-")) };
    },
    same: (a, b) => JSON.stringify([[...a.keys].sort(), [...a.projects].sort()]) === JSON.stringify([[...b.keys].sort(), [...b.projects].sort()]),
  };
  return client;
}

/** Sends operations one after another until the service dies under it. */
async function runUntilKilled<State>(client: Client<State>, target: ServiceProcess, killed: () => boolean): Promise<void> {
  while (!killed()) {
    try {
      await client.next(target);
    } catch (error) {
      if (killed()) return;
      throw error;
    }
  }
}

interface Check {
  client: string;
  /** "as acknowledged", "with the operation in flight", or what differs. */
  outcome: string;
}

/** After a restart: the service shows exactly the acknowledged state, or it with the one operation in flight applied whole. */
async function check<State>(client: Client<State>, target: ServiceProcess): Promise<Check> {
  const actual = await client.read(target);
  if (client.same(actual, client.expected)) {
    client.inFlight = null;
    return { client: client.name, outcome: "as acknowledged" };
  }
  if (client.inFlight && client.same(actual, client.inFlight.apply(client.expected))) {
    client.expected = client.inFlight.apply(client.expected);
    client.inFlight = null;
    return { client: client.name, outcome: "with the operation in flight" };
  }
  return { client: client.name, outcome: `differs${client.inFlight ? ` (neither as acknowledged nor with its ${client.inFlight.kind} in flight)` : ""}: ${difference(client.expected, actual)}` };
}

/** What differs between two states: the ids (fields, keys) missing, extra or changed. */
function difference(expected: unknown, actual: unknown): string {
  const entries = (state: unknown) =>
    new Map(
      state instanceof Map
        ? [...state].map(([key, value]) => [String(key), JSON.stringify(value)])
        : Object.entries(state as Record<string, string[]>).flatMap(([list, items]) => items.map((item) => [`${list}: ${item}`, ""] as const)),
    );
  const [want, found] = [entries(expected), entries(actual)];
  const missing = [...want.keys()].filter((key) => !found.has(key));
  const extra = [...found.keys()].filter((key) => !want.has(key));
  const changed = [...want.keys()].filter((key) => found.has(key) && found.get(key) !== want.get(key));
  const list = (keys: string[]) => `${keys.length}${keys.length ? ` (${keys.slice(0, 8).join(", ")}${keys.length > 8 ? ", …" : ""})` : ""}`;
  return `missing ${list(missing)}, unexpected ${list(extra)}, changed ${list(changed)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


it(`loses no acknowledged write, delete, index, key or project over ${KILLS} SIGKILLs`, async () => {
  const writers = [...Array.from({ length: WRITERS }, (_, writer) => pointsClient(writer)), grpcPointsClient(GRPC_WRITER), indexClient()] as unknown as Client<never>[];
  const metadata = metadataClient() as unknown as Client<never>;
  const clients = [...writers, metadata];
  const draw = numbers(seed + 300);
  const restartMs: number[] = [];
  const losses: string[] = [];
  let landedInFlight = 0;
  let cutShort = 0;
  const steps = new Map<string, number>();
  let quietRounds = 0;

  for (let kill = 1; kill <= KILLS; kill += 1) {
    let isKilled = false;
    let isQuiet = false;
    const target = service;
    const writing = writers.map((client) => runUntilKilled(client, target, () => isKilled || isQuiet));
    const owning = runUntilKilled(metadata, target, () => isKilled);
    // Every other round the point writers stop a while before the kill, and the background
    // work that waits for writes to pause (vector index builds, compaction) is under way.
    if (kill % 2 === 0) {
      await sleep(300 + draw(1_200));
      isQuiet = true;
      await Promise.all(writing);
      quietRounds += 1;
    }
    // A random moment: early (a write half sent) to late (a build under way).
    await sleep(200 + draw(2_300));
    isKilled = true;
    await killService(target);
    await Promise.all([...writing, owning]);
    for (const [, step = ""] of target.run.output().matchAll(/"step":"(index|reindex|optimize)"/g)) steps.set(step, (steps.get(step) ?? 0) + 1);
    cutShort += clients.filter((client) => client.inFlight).length;

    service = await startService(dataDir, ENV, target.port);
    restartMs.push(service.startMs);
    for (const client of clients) {
      const { outcome } = await check(client, service);
      if (outcome === "with the operation in flight") landedInFlight += 1;
      if (outcome.startsWith("differs")) losses.push(`after kill ${kill}, ${client.name}: ${outcome}`);
    }
    if (losses.length > 0) break;
  }

  const acknowledged = new Map<string, number>();
  for (const client of clients) for (const [kind, count] of client.acknowledged) acknowledged.set(kind, (acknowledged.get(kind) ?? 0) + count);
  const sorted = [...restartMs].sort((a, b) => a - b);
  const at = (fraction: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN);
  console.log(
    [
      `crash: ${restartMs.length} SIGKILLs, ${[...acknowledged.values()].reduce((sum, count) => sum + count, 0)} acknowledged operations (${[...acknowledged].map(([kind, count]) => `${kind} ${count}`).join(", ")})`,
      `  in flight at a kill: ${cutShort} (${landedInFlight} landed whole, ${cutShort - landedInFlight} not at all); losses: ${losses.length}`,
      `  restart to listening: min ${at(0)} ms, median ${at(0.5)} ms, max ${at(1)} ms`,
      `  ${quietRounds} kills after the writers paused, with background work under way; finished between kills: ${[...steps].map(([step, count]) => `${step} ${count}`).join(", ") || "none"}`,
    ].join("\n"),
  );
  expect(losses).toEqual([]);
  expect(restartMs).toHaveLength(KILLS);
});
