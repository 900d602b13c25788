// The import's reader thread (started by batch-reader.ts through
// batch-reader-worker.cjs): given where to start, it reads the file, maps its
// rows and posts them in batches (mapped-batches.ts), never more than AHEAD
// batches past those the job has taken, so that a slow write holds the read
// back and memory stays bounded. The job's thread is left to embed, check and
// write, and to feed the collection's search graph.
import { parentPort, type MessagePort } from "node:worker_threads";
import { mapBatches, packVectors, type BatchSource } from "./mapped-batches";
import { ReaderError } from "./readers/reader-error";
import type { FromReader } from "./batch-reader";

/** Batches posted and not yet taken by the job. */
const AHEAD = 2;

const port = parentPort;
if (!port) throw new Error("batch-reader-worker.ts runs as a worker thread");
port.once("message", (source: BatchSource) => void postBatches(port, source));

async function postBatches(job: MessagePort, source: BatchSource): Promise<void> {
  let credits = AHEAD;
  let taken: (() => void) | null = null;
  // Each message after the first: the job took a batch.
  job.on("message", () => {
    credits += 1;
    taken?.();
    taken = null;
  });
  const post = (message: FromReader, transfer: ArrayBuffer[] = []) => job.postMessage(message, transfer);
  try {
    for await (const batch of mapBatches(source)) {
      if (credits === 0) await new Promise<void>((resolve) => (taken = resolve));
      credits -= 1;
      const packed = packVectors(batch);
      post({ kind: "batch", batch: packed }, [packed.values.buffer as ArrayBuffer]);
    }
    post({ kind: "end" });
  } catch (error) {
    post({ kind: "error", message: error instanceof Error ? error.message : String(error), readerKind: error instanceof ReaderError ? error.kind : undefined });
  }
}
