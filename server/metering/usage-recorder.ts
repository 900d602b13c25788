// Metering of the data plane: each call is added, in memory, to its minute's
// rollup (project, collection, API key or user, operation: usage-rollup.ts),
// and the rollups are written every few seconds and at shutdown, in batches,
// off the request's path (upsert-minute-rollups.ts adds them to what is
// stored, so instances and successive flushes merge). A crash loses what was
// recorded since the last flush, a few seconds at most.
//
// A project has at most MAX_SERIES_PER_PROJECT rows a minute here
// (series-bound.ts): a call whose series is new once its project's minute
// is full is added to the minute's folded row of its operation instead.
// (The collection a call names is already one label for every name the
// project does not have: collection-label.ts.)
//
// What a caller sent (a collection name) is stored as text PostgreSQL takes:
// no NUL, at most COLLECTION_MAX_LENGTH characters. If the store cannot be
// reached, the rollups wait for the next flush (merged with the calls
// recorded meanwhile); past maxPending rollups the new calls are dropped and
// counted in the log, so memory never grows without bound. If the store
// refuses a batch for its data, the batch is written row by row and only the
// rows it refuses are dropped: one bad call never stops the metering of every
// later one. A failure is logged in one short line, never with the batch.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { FOLDED_CALLER, MinuteSeriesBound } from "./series-bound";
import { isRefusedData, shortMessage, sqlStateOf } from "./store-errors";
import { upsertMinuteRollups } from "./upsert-minute-rollups";
import { addCall, addCounts, emptyRollup, MINUTE_MS, rollupKeyOf, type UsageCall, type UsageRollup } from "./usage-rollup";

export interface UsageRecorderOptions {
  /** How often the rollups are written (default 5 s). */
  flushIntervalMs?: number;
  /** Rollups held at most while the store is away (default 100,000). */
  maxPending?: number;
  /** Rows per statement (default 2,000). */
  rowsPerBatch?: number;
  /** False (METERING=off): calls are not recorded at all. */
  isEnabled?: boolean;
  /** Rows per project and minute before calls are folded (default MAX_SERIES_PER_PROJECT). */
  maxSeriesPerMinute?: number;
}

/** Qdrant's longest collection name; a longer name in a path is kept this long. */
const COLLECTION_MAX_LENGTH = 255;

/** Text as PostgreSQL stores it: U+0000 is the one character its text type refuses. */
function storableText(text: string, maxLength = Infinity): string {
  const clean = text.includes("\u0000") ? text.replaceAll("\u0000", "\uFFFD") : text;
  return clean.length > maxLength ? clean.slice(0, maxLength) : clean;
}

export class UsageRecorder {
  private pending = new Map<string, UsageRollup>();
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout | undefined;
  private readonly maxPending: number;
  private readonly rowsPerBatch: number;
  private readonly isEnabled: boolean;
  private readonly series: MinuteSeriesBound;
  private droppedCalls = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    { flushIntervalMs = 5_000, maxPending = 100_000, rowsPerBatch = 2_000, isEnabled = true, maxSeriesPerMinute }: UsageRecorderOptions = {},
  ) {
    this.series = new MinuteSeriesBound(maxSeriesPerMinute);
    this.maxPending = maxPending;
    this.rowsPerBatch = rowsPerBatch;
    this.isEnabled = isEnabled;
    if (!isEnabled) return;
    this.timer = setInterval(() => void this.flush(), flushIntervalMs);
    this.timer.unref();
  }

  /** Rollups waiting to be written. */
  get pendingCount(): number {
    return this.pending.size;
  }

  /** Adds a call to its minute's rollup: a map lookup and a few additions, nothing more on the request's path. */
  record(call: UsageCall): void {
    const rollup = this.rollupOf(call);
    if (rollup) addCall(rollup, call);
  }

  /**
   * Adds points written other than by a call (an import's batch, operation IMPORT_WRITES_OPERATION) to its minute's
   * rollup: counted as written, with no request, so neither the calls charted nor the plan's allowance grow.
   */
  recordWrites({ projectId, collection, operation, points, at }: { projectId: string; collection: string; operation: string; points: number; at: number }): void {
    const rollup = this.rollupOf({ projectId, apiKeyId: null, userSub: null, operation, collection, status: 200, latencyMs: 0, pointsRead: 0, pointsWritten: points, requestBytes: 0, at });
    if (rollup) rollup.pointsWritten += points;
  }

  /** The call's minute rollup, made if new; undefined when metering is off or too much is pending. */
  private rollupOf(call: UsageCall): UsageRollup | undefined {
    if (!this.isEnabled) return undefined;
    const minute = Math.floor(call.at / MINUTE_MS) * MINUTE_MS;
    const operation = storableText(call.operation);
    let series = {
      collection: call.collection === null ? null : storableText(call.collection, COLLECTION_MAX_LENGTH),
      apiKeyId: call.apiKeyId,
      userSub: call.userSub === null ? null : storableText(call.userSub),
    };
    let key = rollupKeyOf(call.projectId, minute, series.collection, series.apiKeyId, series.userSub, operation);
    let rollup = this.pending.get(key);
    if (!rollup && !this.series.admits(call.projectId, minute, key)) {
      series = FOLDED_CALLER;
      key = rollupKeyOf(call.projectId, minute, series.collection, series.apiKeyId, series.userSub, operation);
      rollup = this.pending.get(key);
    }
    if (!rollup) {
      if (this.pending.size >= this.maxPending) {
        this.droppedCalls += 1;
        return undefined;
      }
      rollup = emptyRollup({ ...call, ...series, operation }, minute);
      this.pending.set(key, rollup);
    }
    return rollup;
  }

  /** Writes what is pending; concurrent calls share one flush. */
  flush(): Promise<void> {
    this.flushing ??= this.writePending().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /** Stops the timer and writes the rest. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flushing;
    await this.flush();
  }

  private async writePending(): Promise<void> {
    if (this.droppedCalls > 0) {
      this.log.warn({ droppedCalls: this.droppedCalls }, "calls not metered: the metadata store did not take the usage in time");
      this.droppedCalls = 0;
    }
    if (this.pending.size === 0) return;
    const taken = this.pending;
    this.pending = new Map();
    const rows = [...taken.values()];
    for (let start = 0; start < rows.length; start += this.rowsPerBatch) {
      const batch = rows.slice(start, start + this.rowsPerBatch);
      try {
        await upsertMinuteRollups(this.db, batch);
      } catch (error) {
        if (!isRefusedData(error)) {
          this.log.error({ sqlState: sqlStateOf(error), reason: shortMessage(error), rollups: rows.length - start }, "usage not written; retrying at the next flush");
          this.putBack(rows.slice(start));
          return;
        }
        const left = await this.writeOneByOne(batch);
        if (left.length > 0) {
          this.putBack([...left, ...rows.slice(start + batch.length)]);
          return;
        }
      }
    }
  }

  /** A batch the store refused for its data: every row it takes is written, the others dropped. Answers the rows left when the store stopped answering. */
  private async writeOneByOne(batch: readonly UsageRollup[]): Promise<UsageRollup[]> {
    let refused = 0;
    let reason = "";
    for (const [index, rollup] of batch.entries()) {
      try {
        await upsertMinuteRollups(this.db, [rollup]);
      } catch (error) {
        if (!isRefusedData(error)) {
          this.log.error({ sqlState: sqlStateOf(error), reason: shortMessage(error), rollups: batch.length - index }, "usage not written; retrying at the next flush");
          return batch.slice(index);
        }
        refused += 1;
        reason = shortMessage(error);
      }
    }
    if (refused > 0) this.log.warn({ refused, reason }, "usage rows refused by the metadata store were dropped");
    return [];
  }

  /** Rollups not written go back, merged with the calls recorded since they were taken. */
  private putBack(rollups: readonly UsageRollup[]): void {
    for (const rollup of rollups) {
      const key = rollupKeyOf(rollup.projectId, rollup.minute, rollup.collection, rollup.apiKeyId, rollup.userSub, rollup.operation);
      const newer = this.pending.get(key);
      if (newer) addCounts(newer, rollup);
      else if (this.pending.size < this.maxPending) this.pending.set(key, rollup);
      else this.droppedCalls += rollup.requests;
    }
  }
}
