// The benches' load generator against the HTTP API: drives bench/http-load-worker.ts
// one job at a time, and measures here the whole process's CPU over each
// (the server's and the worker's client's together). The API bench and the
// metering bench send searches (recall and queries/s) and bare GETs; the
// sparse bench sends bodies of its own and scores the answers itself.
import path from "node:path";
import { Worker } from "node:worker_threads";
import { RECALL_K, type GloveDataset } from "./glove";
import type { LoadJob, LoadRequests, LoadResult, LoadWorkerData } from "./http-load-worker";
import type { Answer } from "./sparse-recall";
import { toMeasurement, type QueryMeasurement } from "./vector-queries";

export interface TimedAnswers {
  answers: Answer[];
  seconds: number;
  /** CPU of this process (all threads) over the run. */
  cpu: NodeJS.CpuUsage;
}

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
    const requests: LoadRequests = { kind: "vectors", vectors: dataset.queries, dimensions: dataset.dimensions, count: dataset.queryCount, body };
    const { answers, seconds, cpu } = await this.run(collectionPath, requests, dataset.queryCount, concurrency);
    return toMeasurement(dataset, answers.map((answer) => answer.ids), concurrency, seconds, cpu);
  }

  /** `count` GET requests of a path: what a bare request costs. */
  async get(requestPath: string, count: number, concurrency: number): Promise<{ requestsPerSecond: number; cpuMsPerRequest: number }> {
    const { seconds, cpu } = await this.run(requestPath, { kind: "get", count }, count, concurrency);
    return { requestsPerSecond: count / seconds, cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / count };
  }

  /** Each body POSTed to `requestPath` once, `concurrency` in flight. */
  post(requestPath: string, bodies: readonly unknown[], concurrency: number): Promise<TimedAnswers> {
    return this.run(requestPath, { kind: "bodies", bodies: [...bodies] }, bodies.length, concurrency);
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }

  /** One job, its CPU measured from before it is sent until its result is back; the first RECALL_K points of each answer. */
  private async run(requestPath: string, requests: LoadRequests, count: number, concurrency: number): Promise<TimedAnswers> {
    const kept = requests.kind === "get" ? 0 : RECALL_K;
    const cpuBefore = process.cpuUsage();
    const result = await this.send({ path: requestPath, requests, concurrency, kept });
    const cpu = process.cpuUsage(cpuBefore);
    return { answers: answersOf(result, count, kept), seconds: result.seconds, cpu };
  }

  private send(job: Omit<LoadJob, "id">): Promise<LoadResult> {
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

/** Each request's points: the ids the worker kept up to the first -1, and their scores. */
function answersOf({ ids, scores }: LoadResult, count: number, kept: number): Answer[] {
  return Array.from({ length: count }, (_, request) => {
    const first = request * kept;
    const missing = ids.subarray(first, first + kept).indexOf(-1);
    const end = first + (missing < 0 ? kept : missing);
    return { ids: Array.from(ids.subarray(first, end)), scores: Array.from(scores.subarray(first, end)) };
  });
}
