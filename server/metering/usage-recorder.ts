// Metering of the data plane: one usage event per call, buffered in memory and
// written in batches, every second and at shutdown, off the request's path.
// If the store refuses a batch, the events wait for the next flush; past
// maxBuffered the oldest are dropped (and counted in the log) rather than
// letting memory grow without bound.
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { UsageEvent } from "../db/schema";

export interface UsageRecorderOptions {
  flushIntervalMs?: number;
  maxBuffered?: number;
}

const ROWS_PER_INSERT = 5000;

export class UsageRecorder {
  private buffer: UsageEvent[] = [];
  private flushing: Promise<void> | undefined;
  private readonly timer: NodeJS.Timeout;
  private readonly maxBuffered: number;
  private droppedCount = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    { flushIntervalMs = 1000, maxBuffered = 100_000 }: UsageRecorderOptions = {},
  ) {
    this.maxBuffered = maxBuffered;
    this.timer = setInterval(() => void this.flush(), flushIntervalMs);
    this.timer.unref();
  }

  record(event: UsageEvent): void {
    this.buffer.push(event);
    if (this.buffer.length > this.maxBuffered) {
      this.buffer.shift();
      this.droppedCount += 1;
    }
  }

  /** Writes what is buffered; concurrent calls share one flush. */
  flush(): Promise<void> {
    this.flushing ??= this.writeBuffered().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /** Stops the timer and writes the rest. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flushing;
    await this.flush();
  }

  private async writeBuffered(): Promise<void> {
    if (this.droppedCount > 0) {
      this.log.warn({ droppedCount: this.droppedCount }, "usage events dropped: the metadata store did not take them in time");
      this.droppedCount = 0;
    }
    while (this.buffer.length > 0) {
      const batch = this.buffer.slice(0, ROWS_PER_INSERT);
      try {
        await insertEvents(this.db, batch);
      } catch (error) {
        this.log.error({ err: error, events: batch.length }, "usage events not written; retrying at the next flush");
        return;
      }
      this.buffer = this.buffer.slice(batch.length);
    }
  }
}

/**
 * One statement per batch with one array parameter per column (unnest), so
 * that a batch costs the same few parameters however many rows it holds.
 */
async function insertEvents(db: Database, events: readonly UsageEvent[]): Promise<void> {
  const column = <T>(pick: (event: UsageEvent) => T): T[] => events.map(pick);
  await db.execute(sql`
    insert into usage_events (project_id, api_key_id, user_sub, operation, collection, status, latency_ms, points_read, points_written, at)
    select * from unnest(
      ${sql.param(column((event) => event.projectId))}::uuid[],
      ${sql.param(column((event) => event.apiKeyId ?? null))}::uuid[],
      ${sql.param(column((event) => event.userSub ?? null))}::text[],
      ${sql.param(column((event) => event.operation))}::text[],
      ${sql.param(column((event) => event.collection ?? null))}::text[],
      ${sql.param(column((event) => event.status))}::integer[],
      ${sql.param(column((event) => event.latencyMs))}::double precision[],
      ${sql.param(column((event) => event.pointsRead ?? 0))}::integer[],
      ${sql.param(column((event) => event.pointsWritten ?? 0))}::integer[],
      ${sql.param(column((event) => event.at.toISOString()))}::timestamptz[]
    )`);
}
