// Writes to one collection apply one after another, in the order they were
// queued, whether the caller waits (wait=true) or not (wait=false: the write
// is already in pending_writes, the answer goes out at once and the write runs
// here in the background). Closing the service drains every queue first, so
// an acknowledged write is applied before the engine closes; after a crash,
// replay-pending-writes.ts applies what was left.
export class WriteQueue {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(private readonly onBackgroundError: (error: unknown, key: string) => void) {}

  /** Runs `task` after every write queued before it on `key`; resolves or rejects with the task. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** wait=false: queued like any write; a failure is logged, as nobody waits for it. */
  runInBackground(key: string, task: () => Promise<unknown>): void {
    this.run(key, task).catch((error: unknown) => this.onBackgroundError(error, key));
  }

  /** Resolves once every write queued so far (and any queued meanwhile) has run. */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
