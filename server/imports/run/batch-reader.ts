// The rows of an import, read and mapped in a thread of their own
// (batch-reader-worker.ts), batch after batch, in order. Reading and parsing
// (papaparse, JSON, Parquet) and mapping cost more than the write itself, and
// on the job's thread they took turns with the engine's own work there (the
// search graph follows every commit on that thread). The thread ends with the
// job's run: at the end of the read, on a failed write, and at once on a
// cancel. Nothing it holds needs saving: the job resumes from its checkpoint.
import type { Worker } from "node:worker_threads";
import { unpackVectors, type BatchSource, type PackedRows, type TakenRows } from "./mapped-batches";
import { ReaderError, type ReaderErrorKind } from "../readers/reader-error";

/** What the reader thread posts. */
export type FromReader = { kind: "batch"; batch: PackedRows } | { kind: "end" } | { kind: "error"; message: string; readerKind: ReaderErrorKind | undefined };

/** Made from a reader thread (reader-threads.ts) as soon as the job starts, so that a thread still loading its code does so while the job gets ready (the collection, the file's fingerprint). */
export class BatchReader {
  private readonly inbox = new Inbox();

  constructor(private readonly worker: Worker) {
    this.worker.on("message", (message: FromReader) => this.inbox.put(message));
    this.worker.on("error", (error) => this.inbox.fail(error));
    // A batch that cannot be rebuilt on this side would otherwise be dropped unseen, its rows neither read nor failed.
    this.worker.on("messageerror", (error) => this.inbox.fail(new Error(`A batch of rows could not be passed from the import's reader thread: ${error.message}`)));
    this.worker.on("exit", (code) => this.inbox.fail(new Error(`The import's reader thread stopped (exit code ${code})`)));
  }

  /** The batches of `source`, in order (once per reader). */
  async *batches(source: BatchSource, signal: AbortSignal): AsyncGenerator<TakenRows> {
    const onAbort = () => this.inbox.fail(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    try {
      signal.throwIfAborted();
      this.worker.postMessage(source);
      for (;;) {
        const message = await this.inbox.next();
        if (message.kind === "end") return;
        if (message.kind === "error") throw message.readerKind ? new ReaderError(message.readerKind, message.message) : new Error(message.message);
        // Taken: the thread may read one more batch ahead.
        this.worker.postMessage("taken");
        yield unpackVectors(message.batch);
      }
    } finally {
      signal.removeEventListener("abort", onAbort);
      await this.close();
    }
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** Messages in arrival order, until a failure (a cancel, a crashed thread) ends them. */
class Inbox {
  private readonly messages: FromReader[] = [];
  private failure: { error: unknown } | null = null;
  private wake: (() => void) | null = null;

  put(message: FromReader): void {
    this.messages.push(message);
    this.notify();
  }

  fail(error: unknown): void {
    this.failure ??= { error };
    this.notify();
  }

  async next(): Promise<FromReader> {
    for (;;) {
      // A failure wins over messages still waiting: a cancel stops the job at once.
      if (this.failure) throw this.failure.error;
      const message = this.messages.shift();
      if (message) return message;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private notify(): void {
    this.wake?.();
    this.wake = null;
  }
}
