// What metering costs the data plane, in one run: three services in this
// process on loopback ports, alike but for their settings (METERING=off;
// metering on; metering on with METRICS_TOKEN, which times every request for
// GET /metrics too), each with the same collection of 1,000 random vectors
// of 100 dimensions (below the index threshold: an exact scan). The same calls
// go to each in alternating slices from one load generator (bench/http-load.ts),
// at 1 and 16 in flight: searches (limit 10), and GET .../exists, a call that
// costs next to nothing itself, so that the metering's share shows. Figures
// only, never pass/fail.
import type { FastifyBaseLogger } from "fastify";
import type { UsageCall } from "../server/metering/usage-rollup";
import { UsageRecorder } from "../server/metering/usage-recorder";
import { startBenchService, type BenchService } from "./bench-service";
import type { GloveDataset } from "./glove";
import { HttpLoad } from "./http-load";

const DIMENSIONS = 100;
const POINTS = 1_000;
const SLICES = 6;
const COLLECTION = "metering";

interface Side {
  label: string;
  service: BenchService;
  load: HttpLoad;
}

interface Figures {
  queries: number;
  seconds: number;
  cpuMs: number;
}

type Workload = (side: Side, concurrency: number) => Promise<Figures>;

export async function runMeteringCostBench({ queriesPerSlice }: { queriesPerSlice: number }): Promise<void> {
  console.log(`\nMetering's cost on the data plane: ${POINTS.toLocaleString("en")} × ${DIMENSIONS} random vectors, ${SLICES} alternating slices of ${queriesPerSlice.toLocaleString("en")} calls per setting`);
  const dataset = randomQueries(queriesPerSlice);
  const settings: [string, Record<string, string>][] = [
    ["metering off", { METERING: "off" }],
    ["metering on", {}],
    ["metering on + /metrics", { METRICS_TOKEN: "bench-metrics-token-0123456789abcdef01" }],
  ];
  const sides: Side[] = [];
  try {
    for (const [label, env] of settings) {
      const service = await startBenchService("vdb-bench-metering-", env);
      sides.push({ label, service, load: new HttpLoad({ port: service.port, apiKey: service.apiKey }) });
      await service.call("PUT", `/collections/${COLLECTION}`, { vectors: { size: DIMENSIONS, distance: "Cosine" } });
      await service.call("PUT", `/collections/${COLLECTION}/points?wait=true`, { points: randomPoints() });
    }
    const search: Workload = async (side, concurrency) => {
      const measured = await side.load.search(dataset, `/collections/${COLLECTION}/points/search`, concurrency, { limit: 10 });
      return { queries: measured.queries, seconds: measured.seconds, cpuMs: measured.cpuMsPerQuery * measured.queries };
    };
    // Five times as many: a slice of these is over in a fraction of a second otherwise.
    const existsCalls = 5 * queriesPerSlice;
    const exists: Workload = async (side, concurrency) => {
      const started = performance.now();
      const measured = await side.load.get(`/collections/${COLLECTION}/exists`, existsCalls, concurrency);
      return { queries: existsCalls, seconds: (performance.now() - started) / 1000, cpuMs: measured.cpuMsPerRequest * existsCalls };
    };
    console.log(`  ${"call".padEnd(26)} ${"setting".padEnd(24)} ${"in flight".padStart(9)}  ${"calls/s".padStart(7)}  ${"÷ off".padStart(6)}  ${"CPU ms/call".padStart(11)}  ${"÷ off".padStart(6)}`);
    for (const [name, workload] of [["POST .../points/search", search], ["GET .../exists", exists]] as const) {
      for (const side of sides) await workload(side, 4);
      for (const concurrency of [1, 16]) {
        const measured = new Map<Side, Figures[]>();
        for (let slice = 0; slice < SLICES; slice += 1) {
          // Each slice starts with another setting: none is always first after a pause, or always after the same one.
          for (const [index] of sides.entries()) {
            const side = sides[(index + slice) % sides.length] as Side;
            measured.set(side, [...(measured.get(side) ?? []), await workload(side, concurrency)]);
          }
        }
        const off = total(measured.get(sides[0] as Side) ?? []);
        for (const side of sides) {
          const figures = total(measured.get(side) ?? []);
          console.log(
            `  ${name.padEnd(26)} ${side.label.padEnd(24)} ${String(concurrency).padStart(9)}  ${figures.callsPerSecond.toFixed(0).padStart(7)}  ${(figures.callsPerSecond / off.callsPerSecond).toFixed(3).padStart(6)}  ${figures.cpuMsPerCall.toFixed(3).padStart(11)}  ${(figures.cpuMsPerCall / off.cpuMsPerCall).toFixed(3).padStart(6)}`,
          );
        }
      }
    }
    console.log("  CPU is this process's (the three servers and the load generator's thread); the services not being measured sit idle.");
    console.log(`  the recorder alone (UsageRecorder.record, in memory, no store): ${(await measureRecord(sides[1]?.service)).toFixed(2)} µs per call`);
  } finally {
    for (const side of sides) {
      await side.load.close();
      await side.service.close();
    }
  }
}

/** What metering adds to a call's path, alone: a million calls recorded (made beforehand, as the router makes them; spread over keys and latencies), written once at the end. */
async function measureRecord(service: BenchService | undefined): Promise<number> {
  if (!service) return Number.NaN;
  const recorder = new UsageRecorder(service.db, silentLog, { flushIntervalMs: 3_600_000 });
  const operations = ["points.search", "points.query", "collections.exists"];
  const at = Date.now();
  const calls = Array.from({ length: 999 }, (_, index) => ({
    projectId: service.projectId,
    apiKeyId: null,
    userSub: service.userSub,
    operation: operations[index % 3] ?? "points.search",
    collection: COLLECTION,
    status: 200,
    latencyMs: 0.05 + index / 50,
    pointsRead: 10,
    pointsWritten: 0,
    requestBytes: 400,
    at,
  }));
  const count = 1_000_000;
  for (let index = 0; index < count / 10; index += 1) recorder.record(calls[index % calls.length] as UsageCall);
  const started = performance.now();
  for (let index = 0; index < count; index += 1) recorder.record(calls[index % calls.length] as UsageCall);
  const microseconds = ((performance.now() - started) * 1000) / count;
  await recorder.close();
  return microseconds;
}

const silentLog = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

function total(parts: readonly Figures[]): { callsPerSecond: number; cpuMsPerCall: number } {
  const calls = parts.reduce((sum, part) => sum + part.queries, 0);
  const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
  return { callsPerSecond: calls / seconds, cpuMsPerCall: parts.reduce((sum, part) => sum + part.cpuMs, 0) / calls };
}

/** A seeded generator (mulberry32): every run searches the same vectors. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomPoints(): { id: number; vector: number[] }[] {
  const next = random(1);
  return Array.from({ length: POINTS }, (_, id) => ({ id, vector: Array.from({ length: DIMENSIONS }, () => next() - 0.5) }));
}

/** Queries in the load generator's shape; recall is not measured here (no ground truth). */
function randomQueries(count: number): GloveDataset {
  const next = random(2);
  return {
    dimensions: DIMENSIONS,
    baseCount: POINTS,
    queryCount: count,
    base: new Float32Array(0),
    queries: Float32Array.from({ length: count * DIMENSIONS }, () => next() - 0.5),
    groundTruth: new Int32Array(count * 10).fill(-1),
  };
}
