// What the main thread asks of a built-in model worker, and what it answers:
// plain data, since tasks and answers cross threads by structured clone (the
// GloVe buffer is shared memory, so it crosses without a copy).
import type { DenseBatch } from "./glove-mean";
import type { PreparedGlove, SharedGlove } from "./glove-store";

export interface WorkerTasks {
  "use-lite": { task: { kind: "use-lite"; texts: string[] }; answer: DenseBatch };
  "glove-prepare": { task: { kind: "glove-prepare"; cacheDirectory: string }; answer: PreparedGlove };
  "glove-mean": { task: { kind: "glove-mean"; texts: string[]; glove: SharedGlove }; answer: DenseBatch };
}

export type WorkerTaskKind = keyof WorkerTasks;
export type WorkerTask = WorkerTasks[WorkerTaskKind]["task"];
export type WorkerAnswer<K extends WorkerTaskKind> = WorkerTasks[K]["answer"];
