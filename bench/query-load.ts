// Drives bench/query-load-worker.ts: one job at a time, timed there, its CPU
// measured here (the whole process: the server and the worker's client).
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryJob, QueryJobResult, QueryLoadData } from "./query-load-worker";
import type { Answer } from "./sparse-recall";

/** Points kept of each answer (the benchmark's queries ask for 10). */
const RESULTS_PER_QUERY = 10;

export interface TimedAnswers {
  answers: Answer[];
  seconds: number;
  /** CPU of this process (all threads) over the run. */
  cpu: NodeJS.CpuUsage;
}

export class QueryLoad {
  private readonly worker: Worker;
  private jobs = 0;

  constructor(data: QueryLoadData) {
    // tsx compiles the worker's TypeScript: a worker does not inherit the loader of the main thread.
    const file = path.resolve("bench/query-load-worker.ts");
    this.worker = new Worker(`require("tsx/cjs"); require(${JSON.stringify(file)});`, { eval: true, workerData: data });
  }

  /** Each body POSTed to `requestPath` once, `concurrency` in flight. */
  async post(requestPath: string, bodies: readonly unknown[], concurrency: number): Promise<TimedAnswers> {
    const cpuBefore = process.cpuUsage();
    const result = await this.run({ path: requestPath, bodies: [...bodies], concurrency, kept: RESULTS_PER_QUERY });
    const cpu = process.cpuUsage(cpuBefore);
    const answers = bodies.map((_, query) => {
      const ids = Array.from(result.ids.subarray(query * RESULTS_PER_QUERY, (query + 1) * RESULTS_PER_QUERY));
      const count = ids.findIndex((id) => id < 0);
      const found = count < 0 ? RESULTS_PER_QUERY : count;
      return { ids: ids.slice(0, found), scores: Array.from(result.scores.subarray(query * RESULTS_PER_QUERY, query * RESULTS_PER_QUERY + found)) };
    });
    return { answers, seconds: result.seconds, cpu };
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }

  private run(job: Omit<QueryJob, "id">): Promise<QueryJobResult> {
    const id = ++this.jobs;
    return new Promise((resolve, reject) => {
      const onMessage = (result: QueryJobResult) => {
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
