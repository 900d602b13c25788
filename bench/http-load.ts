// Drives bench/http-load-worker.ts: one job at a time, measured here (queries/s,
// recall, and the whole process's CPU, the worker's included).
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { GloveDataset } from "./glove";
import type { LoadJob, LoadResult, LoadWorkerData } from "./http-load-worker";
import { toMeasurement, type QueryMeasurement } from "./vector-queries";

export class HttpLoad {
  private readonly worker: Worker;
  private jobs = 0;

  constructor(data: LoadWorkerData) {
    // tsx compiles the worker's TypeScript: a worker does not inherit the loader of the main thread.
    const file = path.resolve("bench/http-load-worker.ts");
    this.worker = new Worker(`require("tsx/cjs"); require(${JSON.stringify(file)});`, { eval: true, workerData: data });
  }

  /** Every query of the dataset as a search, `concurrency` in flight. */
  async search(dataset: GloveDataset, collectionPath: string, concurrency: number, body: Record<string, unknown>): Promise<QueryMeasurement> {
    const cpuBefore = process.cpuUsage();
    const result = await this.run({ path: collectionPath, vectors: dataset.queries, dimensions: dataset.dimensions, count: dataset.queryCount, concurrency, body });
    const found = Array.from({ length: dataset.queryCount }, (_, query) => Array.from(result.found.subarray(query * 10, (query + 1) * 10)).filter((id) => id >= 0));
    return toMeasurement(dataset, found, concurrency, result.seconds, process.cpuUsage(cpuBefore));
  }

  /** `count` GET requests of a path: what a bare request costs. */
  async get(requestPath: string, count: number, concurrency: number): Promise<{ requestsPerSecond: number; cpuMsPerRequest: number }> {
    const cpuBefore = process.cpuUsage();
    const result = await this.run({ path: requestPath, vectors: null, dimensions: 0, count, concurrency, body: {} });
    const cpu = process.cpuUsage(cpuBefore);
    return { requestsPerSecond: count / result.seconds, cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / count };
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }

  private run(job: Omit<LoadJob, "id">): Promise<LoadResult> {
    const id = ++this.jobs;
    return new Promise((resolve, reject) => {
      const onMessage = (result: LoadResult) => {
        if (result.id !== id) return;
        this.worker.off("message", onMessage);
        if (result.error) reject(new Error(result.error));
        else resolve(result);
      };
      this.worker.on("message", onMessage);
      this.worker.postMessage({ ...job, id });
    });
  }
}
