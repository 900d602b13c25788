// Gathers the texts of concurrent embed calls into few model calls. Calls
// made in the same tick, and calls made while the model is busy, wait in one
// queue; whenever a model call may start (fewer than `maxInFlight` running,
// one per worker thread), the queue is cut into batches of up to
// `maxBatchSize` texts, spread over the free slots. A call with more texts
// than a batch is cut into even parts, which may run on several workers at
// once. A caller that aborts leaves the queue at once; a batch already
// running finishes for its other callers.
export interface BatcherOptions<R> {
  maxBatchSize: number;
  maxInFlight: number;
  /** One model call: a result per text, in order. */
  run(texts: string[]): Promise<R[]>;
}

interface Call<R> {
  results: R[];
  partsLeft: number;
  isSettled: boolean;
  resolve(results: R[]): void;
  reject(error: unknown): void;
}

interface Part<R> {
  call: Call<R>;
  offset: number;
  texts: string[];
}

export class EmbedBatcher<R> {
  private readonly queue: Part<R>[] = [];
  private inFlight = 0;
  private isPumpPlanned = false;
  private closedWith: Error | undefined;

  constructor(private readonly options: BatcherOptions<R>) {}

  embed(texts: readonly string[], signal?: AbortSignal): Promise<R[]> {
    return new Promise<R[]>((resolve, reject) => {
      if (this.closedWith) return reject(this.closedWith);
      if (signal?.aborted) return reject(signal.reason);
      if (texts.length === 0) return resolve([]);
      const onAbort = (): void => {
        this.drop(call);
        settle(call, () => reject(signal?.reason));
      };
      const call: Call<R> = {
        results: new Array<R>(texts.length),
        partsLeft: 0,
        isSettled: false,
        resolve: (results) => settle(call, () => resolve(results)),
        reject: (error) => settle(call, () => reject(error)),
      };
      const settle = (done: Call<R>, finish: () => void): void => {
        if (done.isSettled) return;
        done.isSettled = true;
        signal?.removeEventListener("abort", onAbort);
        finish();
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      for (const [offset, part] of evenParts(texts, this.options.maxBatchSize)) {
        this.queue.push({ call, offset, texts: part });
        call.partsLeft += 1;
      }
      this.planPump();
    });
  }

  /** Refuses every waiting and future call with this error. */
  close(error: Error): void {
    this.closedWith = error;
    for (const part of this.queue.splice(0)) part.call.reject(error);
  }

  private planPump(): void {
    if (this.isPumpPlanned) return;
    this.isPumpPlanned = true;
    queueMicrotask(() => {
      this.isPumpPlanned = false;
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const waiting = this.queue.reduce((sum, part) => sum + part.texts.length, 0);
      const target = Math.min(this.options.maxBatchSize, Math.ceil(waiting / (this.options.maxInFlight - this.inFlight)));
      const batch: Part<R>[] = [];
      let size = 0;
      while (this.queue.length > 0 && (batch.length === 0 || size + (this.queue[0]?.texts.length ?? 0) <= target)) {
        const part = this.queue.shift() as Part<R>;
        batch.push(part);
        size += part.texts.length;
      }
      this.start(batch);
    }
  }

  private start(batch: Part<R>[]): void {
    this.inFlight += 1;
    this.options
      .run(batch.flatMap((part) => part.texts))
      .then(
        (results) => {
          let at = 0;
          for (const part of batch) {
            part.texts.forEach((_, index) => (part.call.results[part.offset + index] = results[at + index] as R));
            at += part.texts.length;
            part.call.partsLeft -= 1;
            if (part.call.partsLeft === 0) part.call.resolve(part.call.results);
          }
        },
        (error: unknown) => {
          for (const part of batch) {
            this.drop(part.call);
            part.call.reject(error);
          }
        },
      )
      .finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
  }

  /** Takes the call's parts that have not started out of the queue. */
  private drop(call: Call<R>): void {
    for (let at = this.queue.length - 1; at >= 0; at -= 1) if (this.queue[at]?.call === call) this.queue.splice(at, 1);
  }
}

/** The texts cut into as few parts as `limit` allows, of even sizes, with each part's offset. */
function evenParts(texts: readonly string[], limit: number): [number, string[]][] {
  const count = Math.ceil(texts.length / limit);
  const parts: [number, string[]][] = [];
  for (let part = 0, offset = 0; part < count; part += 1) {
    const size = Math.floor(texts.length / count) + (part < texts.length % count ? 1 : 0);
    parts.push([offset, texts.slice(offset, offset + size)]);
    offset += size;
  }
  return parts;
}
