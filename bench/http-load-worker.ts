// The benches' load generator, in a thread of its own (bench/http-load.ts
// starts it): node:http over keep-alive connections, so that the client's work
// runs beside the server's event loop, as a separate client would, while its
// CPU still counts in the process's figures. A job is a run of requests to one
// path, `concurrency` in flight; of each answer it keeps the first points' ids
// and scores (points/search answers a list of points, points/query
// {points: [...]}).
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";
import { forEachInFlight } from "./in-flight";
import { sendRequest, type ServiceAddress } from "./send-request";

export interface LoadWorkerData {
  port: number;
  apiKey: string;
}

/**
 * What a job sends: `count` GETs; each body POSTed once; or, for each of `count` rows of `vectors`, a search body
 * {vector, ...body} POSTed (built here, so that the main thread passes the vectors as they are stored).
 */
export type LoadRequests =
  | { kind: "get"; count: number }
  | { kind: "bodies"; bodies: unknown[] }
  | { kind: "vectors"; vectors: Float32Array; dimensions: number; count: number; body: Record<string, unknown> };

export interface LoadJob {
  id: number;
  path: string;
  requests: LoadRequests;
  concurrency: number;
  /** Points kept per answer (none for GETs). */
  kept: number;
}

export interface LoadResult {
  id: number;
  /** requests × kept point ids, -1 where fewer came back; their scores beside them. */
  ids: Int32Array;
  scores: Float64Array;
  seconds: number;
  error?: string;
}

type ScoredPoints = { id: number; score: number }[];

const { port, apiKey } = workerData as LoadWorkerData;
const service: ServiceAddress = { port, apiKey, agent: new http.Agent({ keepAlive: true, maxSockets: 64 }) };

function requestCountOf(requests: LoadRequests): number {
  return requests.kind === "bodies" ? requests.bodies.length : requests.count;
}

/** The request body of request `index`; none for a GET. */
function payloadOf(requests: LoadRequests, index: number): Buffer | undefined {
  if (requests.kind === "get") return undefined;
  if (requests.kind === "bodies") return Buffer.from(JSON.stringify(requests.bodies[index]));
  const vector = Array.from(requests.vectors.subarray(index * requests.dimensions, (index + 1) * requests.dimensions));
  return Buffer.from(JSON.stringify({ vector, ...requests.body }));
}

async function run(job: LoadJob): Promise<LoadResult> {
  const count = requestCountOf(job.requests);
  const ids = new Int32Array(count * job.kept).fill(-1);
  const scores = new Float64Array(count * job.kept);
  const started = performance.now();
  await forEachInFlight(count, job.concurrency, async (index) => {
    const payload = payloadOf(job.requests, index);
    const text = await sendRequest(service, payload ? "POST" : "GET", job.path, payload);
    if (!payload) return;
    const { result } = JSON.parse(text) as { result: ScoredPoints | { points: ScoredPoints } };
    (Array.isArray(result) ? result : result.points).slice(0, job.kept).forEach((point, rank) => {
      ids[index * job.kept + rank] = Number(point.id);
      scores[index * job.kept + rank] = point.score;
    });
  });
  return { id: job.id, ids, scores, seconds: (performance.now() - started) / 1000 };
}

parentPort?.on("message", (job: LoadJob) => {
  run(job).then(
    (result) => parentPort?.postMessage(result),
    (error: unknown) => parentPort?.postMessage({ id: job.id, ids: new Int32Array(0), scores: new Float64Array(0), seconds: 0, error: String(error) }),
  );
});
