// The imports' reader threads (batch-reader-worker.ts), with one started ahead
// of need. Loading a thread's code (tsx, papaparse, hyparquet) took 200-250 ms
// on 2 cores, paid by every import before its first row; now an import takes
// a thread that loaded while the service waited (after the first import, or
// once a file is previewed), and the next one starts as it is taken. A thread
// serves one import and ends with it, so no import inherits another's state.
// A waiting thread holds about 28 MB: unused for SPARE_IDLE_MS, it ends.
import path from "node:path";
import { Worker } from "node:worker_threads";

const SPARE_IDLE_MS = 10 * 60_000;

export class ReaderThreads {
  private spare: { thread: Worker; idle: NodeJS.Timeout } | null = null;
  private isClosed = false;

  /** Starts a thread for the next import, unless one is waiting. */
  warm(): void {
    if (this.isClosed || this.spare) return;
    const thread = new Worker(path.join(__dirname, "batch-reader-worker.cjs"), { execArgv: [] });
    // Waiting, it keeps no process alive; one that fails to start is dropped, and the next import starts its own.
    thread.unref();
    const drop = () => {
      if (this.spare?.thread === thread) this.takeSpare();
    };
    thread.on("error", drop);
    thread.on("exit", drop);
    const idle = setTimeout(() => {
      if (this.spare?.thread === thread) void this.takeSpare()?.terminate();
    }, SPARE_IDLE_MS);
    idle.unref();
    this.spare = { thread, idle };
  }

  /** A thread for an import: the waiting one if there is one, else a new one. */
  take(): Worker {
    if (this.isClosed) throw new Error("the service is stopping: no more imports");
    this.warm();
    const thread = this.takeSpare() as Worker;
    thread.ref();
    this.warm();
    return thread;
  }

  /** Ends the waiting thread; the running imports end their own. */
  async close(): Promise<void> {
    this.isClosed = true;
    await this.takeSpare()?.terminate();
  }

  private takeSpare(): Worker | undefined {
    const spare = this.spare;
    this.spare = null;
    if (spare) clearTimeout(spare.idle);
    return spare?.thread;
  }
}
