// The worker threads of the built-in models: one Piscina pool, started on
// the first task (so that starting the service costs nothing), with a fixed
// number of threads that live as long as the pool (a model stays loaded in a
// worker once it has run there). Workers start with no execArgv of the main
// process, and load their TypeScript through embedding-worker.cjs, so they
// run alike under tsx (npm start, the benchmarks) and under Jest.
import os from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import type { WorkerAnswer, WorkerTaskKind, WorkerTasks } from "./worker-tasks";

export interface ModelPool {
  readonly threads: number;
  run<K extends WorkerTaskKind>(task: WorkerTasks[K]["task"]): Promise<WorkerAnswer<K>>;
  close(): Promise<void>;
}

/** Two threads, or one on a single-core machine. */
export function defaultThreadCount(): number {
  return Math.min(2, os.availableParallelism());
}

export function createModelPool(threads: number): ModelPool {
  let pool: Piscina | undefined;
  let isClosed = false;
  return {
    threads,
    async run<K extends WorkerTaskKind>(task: WorkerTasks[K]["task"]): Promise<WorkerAnswer<K>> {
      if (isClosed) throw new Error("the built-in models have been stopped");
      pool ??= new Piscina({
        filename: path.join(__dirname, "embedding-worker.cjs"),
        minThreads: threads,
        maxThreads: threads,
        idleTimeout: Number.POSITIVE_INFINITY,
        execArgv: [],
      });
      return (await pool.run(task)) as WorkerAnswer<K>;
    },
    async close() {
      isClosed = true;
      await pool?.destroy();
    },
  };
}
