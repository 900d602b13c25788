// Search under writes: the service as users run it (server/main.ts in its own
// process, embedded stores in a temp DATA_DIR) holding the GloVe split, loaded
// by autocannon from this process over loopback in three phases:
//
//   read-only   12 clients searching, 4 scrolling
//   mixed       the same, and 4 clients upserting with wait=true (10 points each,
//               existing ids rewritten with their own vectors and a new payload)
//   read-only   again, after the writes: has the collection drifted?
//
// Latency per kind and phase (p50, p99), requests/s, recall@10 of the searches
// run through the API after each phase, and the collection's segments. The
// issue's goal: search p50 and p99 under writes within twice their read-only
// values, and no drift. Figures only, never pass/fail.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { killService, ok, residentMb, signUpOwner, startService, type ServiceProcess } from "../__tests__/reliability/support/service-process";
import { loadGloveDataset, RECALL_K, recallAt10, vectorAt, type GloveDataset, type GloveOptions } from "./glove";

export interface MixedLoadOptions extends GloveOptions {
  /** Seconds of each read-only phase; the mixed phase runs twice as long. */
  seconds: number;
}

const COLLECTION = "glove";
const SEARCH_CLIENTS = 12;
const SCROLL_CLIENTS = 4;
const UPSERT_CLIENTS = 4;
const UPSERT_POINTS = 10;

interface PhaseRow {
  phase: string;
  kind: string;
  clients: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function runMixedLoadBench(options: MixedLoadOptions): Promise<void> {
  console.log(`\nSearch under writes: server/main.ts in its own process, GloVe-100 ${options.baseCount} base vectors, autocannon over loopback`);
  const dataset = loadGloveDataset(options);
  if (!dataset) {
    console.log("  skipped: GloVe not found (see bench/glove.ts)");
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-bench-mixed-"));
  let service: ServiceProcess | undefined;
  try {
    service = await startService(dataDir);
    const owner = await signUpOwner(service, "bench");
    const headers = { "api-key": owner.key };
    const base = service.baseUrl;
    await ok(base, "PUT", `/collections/${COLLECTION}`, headers, { vectors: { size: dataset.dimensions, distance: "Cosine" } });
    await ok(base, "PUT", `/collections/${COLLECTION}/index?wait=true`, headers, { field_name: "bucket", field_schema: "integer" });
    const started = performance.now();
    for (let first = 0; first < dataset.baseCount; first += 1_000) {
      const points = Array.from({ length: Math.min(1_000, dataset.baseCount - first) }, (_, offset) => pointAt(dataset, first + offset, 0));
      await ok(base, "PUT", `/collections/${COLLECTION}/points?wait=true`, headers, { points });
    }
    console.log(`  imported in ${((performance.now() - started) / 1000).toFixed(1)} s; service memory ${residentMb(service.pid)} MB`);
    await waitForGreen(base, headers);

    const rows: PhaseRow[] = [];
    const phases = [
      { name: "read-only", writes: false, seconds: options.seconds },
      { name: "mixed", writes: true, seconds: options.seconds * 2 },
      { name: "read-only after", writes: false, seconds: options.seconds },
    ];
    console.log(`  ${"phase".padEnd(16)} ${"kind".padEnd(20)} ${"clients".padStart(7)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"errors".padStart(6)}`);
    let generation = 0;
    for (const phase of phases) {
      const kinds = loadKinds(dataset, owner.key, phase.writes, () => ++generation);
      const results = await Promise.all(
        kinds.map(async (kind) => {
          const result = await autocannon({ url: base, connections: kind.clients, duration: phase.seconds, timeout: 60, ...kind.options });
          return { phase: phase.name, kind: kind.name, clients: kind.clients, perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
        }),
      );
      for (const row of results) {
        rows.push(row);
        console.log(
          `  ${row.phase.padEnd(16)} ${row.kind.padEnd(20)} ${String(row.clients).padStart(7)} ${row.perSecond.toFixed(0).padStart(7)} ${String(row.p50).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.errors).padStart(6)}`,
        );
      }
      const info = await ok<{ result: Record<string, unknown> }>(base, "GET", `/collections/${COLLECTION}`, headers);
      const recall = await apiRecall(base, headers, dataset);
      console.log(`  ${"".padEnd(16)} after it: recall@10 ${recall.toFixed(3)} (1 in flight), ${String(info.result.segments_count)} segments, status ${String(info.result.status)}, service memory ${residentMb(service.pid)} MB`);
    }
    const search = (phase: string) => rows.find((row) => row.phase === phase && row.kind === "search");
    const readOnly = search("read-only");
    const mixed = search("mixed");
    if (readOnly && mixed) {
      console.log(`  search under writes ÷ read-only: p50 ${(mixed.p50 / readOnly.p50).toFixed(2)}, p99 ${(mixed.p99 / readOnly.p99).toFixed(2)} (goal: at most 2)`);
    }
  } finally {
    if (service) await killService(service);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface LoadKind {
  name: string;
  clients: number;
  options: Partial<autocannon.Options>;
}

function loadKinds(dataset: GloveDataset, apiKey: string, writes: boolean, nextGeneration: () => number): LoadKind[] {
  const headers = { "api-key": apiKey, "content-type": "application/json" };
  let query = 0;
  let scrolled = 0;
  let written = 0;
  const withBody = (make: () => unknown) => (request: autocannon.Request) => ({ ...request, body: JSON.stringify(make()) });
  const kinds: LoadKind[] = [
    {
      name: "search",
      clients: SEARCH_CLIENTS,
      options: {
        headers,
        requests: [{ method: "POST", path: `/collections/${COLLECTION}/points/search`, setupRequest: withBody(() => ({ vector: vectorAt(dataset.queries, query++ % dataset.queryCount), limit: 10 })) }],
      },
    },
    {
      name: "scroll",
      clients: SCROLL_CLIENTS,
      options: {
        headers,
        requests: [
          { method: "POST", path: `/collections/${COLLECTION}/points/scroll`, setupRequest: withBody(() => ({ limit: 50, offset: (scrolled++ * 7_919) % dataset.baseCount, with_payload: true })) },
        ],
      },
    },
  ];
  if (writes) {
    kinds.push({
      name: "upsert (wait=true)",
      clients: UPSERT_CLIENTS,
      options: {
        headers,
        requests: [
          {
            method: "PUT",
            path: `/collections/${COLLECTION}/points?wait=true`,
            setupRequest: withBody(() => {
              const generation = nextGeneration();
              return { points: Array.from({ length: UPSERT_POINTS }, () => pointAt(dataset, (written++ * 104_729) % dataset.baseCount, generation)) };
            }),
          },
        ],
      },
    });
  }
  return kinds;
}

/** A base row as a point: its own vector (the ground truth stays true), a payload that changes with every write. */
function pointAt(dataset: GloveDataset, row: number, generation: number) {
  return { id: row, vector: vectorAt(dataset.base, row, dataset.dimensions), payload: { bucket: row % 10, generation } };
}

async function apiRecall(base: string, headers: Record<string, string>, dataset: GloveDataset): Promise<number> {
  const sample = { ...dataset, queryCount: Math.min(200, dataset.queryCount) };
  const found: number[][] = [];
  for (let query = 0; query < sample.queryCount; query++) {
    const reply = await ok<{ result: { id: number }[] }>(base, "POST", `/collections/${COLLECTION}/points/search`, headers, { vector: vectorAt(dataset.queries, query), limit: RECALL_K });
    found.push(reply.result.map((point) => point.id));
  }
  return recallAt10({ ...sample, groundTruth: dataset.groundTruth.subarray(0, sample.queryCount * RECALL_K) }, found);
}

async function waitForGreen(base: string, headers: Record<string, string>): Promise<void> {
  for (;;) {
    const info = await ok<{ result: { status: string } }>(base, "GET", `/collections/${COLLECTION}`, headers);
    if (info.result.status === "green") return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
