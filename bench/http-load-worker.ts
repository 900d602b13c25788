// The API benchmark's load generator, in a thread of its own (bench/http-load.ts
// starts it): node:http over keep-alive connections, so that the client's work
// runs beside the server's event loop, as a separate client would, while its
// CPU still counts in the process's figures.
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

export interface LoadWorkerData {
  port: number;
  apiKey: string;
}

export interface LoadJob {
  id: number;
  /** POST this path with a search body per query vector; or GET it as many times as `count` when `vectors` is null. */
  path: string;
  vectors: Float32Array | null;
  dimensions: number;
  count: number;
  concurrency: number;
  /** Extra search body fields (limit, params). */
  body: Record<string, unknown>;
}

export interface LoadResult {
  id: number;
  /** count × 10 point ids, -1 where fewer came back. */
  found: Int32Array;
  seconds: number;
  error?: string;
}

const RESULTS_PER_QUERY = 10;
const { port, apiKey } = workerData as LoadWorkerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function call(method: string, path: string, payload?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { "api-key": apiKey };
    if (payload) Object.assign(headers, { "content-type": "application/json", "content-length": payload.length });
    const request = http.request({ host: "127.0.0.1", port, method, path, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        if ((response.statusCode ?? 0) >= 300) reject(new Error(`${method} ${path}: ${response.statusCode} ${text.slice(0, 300)}`));
        else resolve(text);
      });
    });
    request.on("error", reject);
    request.end(payload);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const found = new Int32Array(job.count * RESULTS_PER_QUERY).fill(-1);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let query = next++; query < job.count; query = next++) {
      if (job.vectors === null) {
        await call("GET", job.path);
        continue;
      }
      const vector = Array.from(job.vectors.subarray(query * job.dimensions, (query + 1) * job.dimensions));
      const answer = JSON.parse(await call("POST", job.path, Buffer.from(JSON.stringify({ vector, ...job.body })))) as { result: { id: number }[] };
      answer.result.slice(0, RESULTS_PER_QUERY).forEach((point, rank) => (found[query * RESULTS_PER_QUERY + rank] = Number(point.id)));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: job.concurrency }, worker));
  return { id: job.id, found, seconds: (performance.now() - started) / 1000 };
}

parentPort?.on("message", (job: LoadJob) => {
  run(job).then(
    (result) => parentPort?.postMessage(result),
    (error: unknown) => parentPort?.postMessage({ id: job.id, found: new Int32Array(0), seconds: 0, error: String(error) }),
  );
});
