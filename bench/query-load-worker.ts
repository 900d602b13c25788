// The sparse benchmark's load generator, in a thread of its own (bench/query-load.ts
// starts it), as bench/http-load-worker.ts is for the dense one: node:http over
// keep-alive connections, each job a list of request bodies POSTed to one path
// (points/query or points/search), `concurrency` in flight; it keeps the ids
// and scores of each answer's points.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

export interface QueryLoadData {
  port: number;
  apiKey: string;
}

export interface QueryJob {
  id: number;
  path: string;
  bodies: unknown[];
  concurrency: number;
  /** Points kept per answer. */
  kept: number;
}

export interface QueryJobResult {
  id: number;
  /** bodies × kept point ids, -1 where fewer came back; their scores beside them. */
  ids: Int32Array;
  scores: Float64Array;
  seconds: number;
  error?: string;
}

type ScoredPoints = { id: number; score: number }[];

const { port, apiKey } = workerData as QueryLoadData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(path: string, payload: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers = { "api-key": apiKey, "content-type": "application/json", "content-length": payload.length };
    const request = http.request({ host: "127.0.0.1", port, method: "POST", path, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        if ((response.statusCode ?? 0) >= 300) reject(new Error(`POST ${path}: ${response.statusCode} ${text.slice(0, 300)}`));
        else resolve(text);
      });
    });
    request.on("error", reject);
    request.end(payload);
  });
}

async function run(job: QueryJob): Promise<QueryJobResult> {
  const ids = new Int32Array(job.bodies.length * job.kept).fill(-1);
  const scores = new Float64Array(job.bodies.length * job.kept);
  let next = 0;
  const client = async (): Promise<void> => {
    for (let query = next++; query < job.bodies.length; query = next++) {
      // points/query answers {points: [...]}, points/search the list itself.
      const { result } = JSON.parse(await post(job.path, Buffer.from(JSON.stringify(job.bodies[query])))) as { result: ScoredPoints | { points: ScoredPoints } };
      (Array.isArray(result) ? result : result.points).slice(0, job.kept).forEach((point, rank) => {
        ids[query * job.kept + rank] = Number(point.id);
        scores[query * job.kept + rank] = point.score;
      });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: job.concurrency }, client));
  return { id: job.id, ids, scores, seconds: (performance.now() - started) / 1000 };
}

parentPort?.on("message", (job: QueryJob) => {
  run(job).then(
    (result) => parentPort?.postMessage(result),
    (error: unknown) => parentPort?.postMessage({ id: job.id, ids: new Int32Array(0), scores: new Float64Array(0), seconds: 0, error: String(error) }),
  );
});
