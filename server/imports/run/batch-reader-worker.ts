// The import's reader thread (started by batch-reader.ts through
// batch-reader-worker.cjs): given where to start, it reads the file, maps its
// rows and posts them in batches (mapped-batches.ts), ahead of the job by at
// most AHEAD_BATCHES batches and AHEAD_BYTES of vectors, so that a slow write
// holds the read back and memory stays bounded. The lead is that deep because
// reading comes in bursts: a Parquet row group is decoded whole (10,000 rows
// of 100 floats took 150-280 ms on 2 cores), and with two batches ahead the
// write waited through every one of them. The job's thread is left to embed,
// check and write, and to feed the collection's search graph.
import { readlinkSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { parentPort, type MessagePort } from "node:worker_threads";
import { mapBatches, packVectors, type BatchSource } from "./mapped-batches";
import { ReaderError } from "../readers/reader-error";
import type { FromReader } from "./batch-reader";

/** At most this many batches posted and not yet taken by the job (at least one, whatever its size)... */
const AHEAD_BATCHES = 32;
/** ...holding at most this many bytes of vectors. */
const AHEAD_BYTES = 32 * 1024 * 1024;

/** How much nicer the reader thread is than the service: it yields the cores to the writes (and to requests) it runs ahead of. */
const READER_NICENESS = 10;
/** The nicest a thread can be. */
const MAX_NICENESS = 19;

const port = parentPort;
if (!port) throw new Error("batch-reader-worker.ts runs as a worker thread");
yieldToOtherThreads();
port.once("message", (source: BatchSource) => void postBatches(port, source));

async function postBatches(job: MessagePort, source: BatchSource): Promise<void> {
  /** The vector bytes of each batch posted and not yet taken, oldest first. */
  const ahead: number[] = [];
  let aheadBytes = 0;
  let taken: (() => void) | null = null;
  // Each message after the first: the job took the oldest batch.
  job.on("message", () => {
    aheadBytes -= ahead.shift() ?? 0;
    taken?.();
    taken = null;
  });
  const hasRoomFor = (bytes: number) => ahead.length === 0 || (ahead.length < AHEAD_BATCHES && aheadBytes + bytes <= AHEAD_BYTES);
  const post = (message: FromReader, transfer: ArrayBuffer[] = []) => job.postMessage(message, transfer);
  try {
    for await (const batch of mapBatches(source)) {
      const packed = packVectors(batch);
      const bytes = packed.values.byteLength;
      while (!hasRoomFor(bytes)) await new Promise<void>((resolve) => (taken = resolve));
      ahead.push(bytes);
      aheadBytes += bytes;
      post({ kind: "batch", batch: packed }, [packed.values.buffer as ArrayBuffer]);
    }
    post({ kind: "end" });
  } catch (error) {
    post({ kind: "error", message: error instanceof Error ? error.message : String(error), readerKind: error instanceof ReaderError ? error.kind : undefined });
  }
}

/**
 * Lowers this thread's scheduling priority, this thread's alone: on Linux a thread is scheduled by its own id, found
 * at /proc/thread-self. Elsewhere the thread keeps the process's priority.
 */
function yieldToOtherThreads(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, Math.min(MAX_NICENESS, getPriority(threadId) + READER_NICENESS));
  } catch {
    // Not Linux, or not allowed: the same priority as the rest of the service.
  }
}
