// A built-in model worker thread (started by model-pool.ts through
// embedding-worker.cjs): runs one task at a time, at a lower priority than
// the main thread. Each model loads on the worker's first task for it and
// stays loaded for the worker's life.
import os from "node:os";
import { embedGloveMean } from "./glove-mean";
import { openGlove, prepareGlove } from "./glove-store";
import { embedUseLite } from "./use-lite";
import type { WorkerAnswer, WorkerTask, WorkerTaskKind } from "./worker-tasks";

// Below the main thread: when both cores are busy embedding, the thread that
// answers HTTP requests is served first. On Linux, setpriority on the calling
// task reaches this thread only (piscina's niceIncrement does the same, with
// a native package not installed here); elsewhere it would lower the whole
// process, so it is left alone.
const NICE_INCREMENT = 10;
if (process.platform === "linux") os.setPriority(Math.min(19, os.getPriority() + NICE_INCREMENT));

export default async function runWorkerTask(task: WorkerTask): Promise<WorkerAnswer<WorkerTaskKind>> {
  switch (task.kind) {
    case "use-lite":
      return embedUseLite(task.texts);
    case "glove-prepare":
      return prepareGlove(task.cacheDirectory);
    case "glove-mean":
      return embedGloveMean(task.texts, openGlove(task.glove));
  }
}
