// Metering of the data plane: one usage event per call, buffered in memory and
// written in batches, every second and at shutdown, off the request's path.
// What a caller sent (a collection name) is stored as text PostgreSQL takes:
// no NUL, at most COLLECTION_MAX_LENGTH characters. If the store cannot be
// reached, the events wait for the next flush; past maxBuffered the oldest are
// dropped (and counted in the log) rather than letting memory grow without
// bound. If the store refuses a batch for its data, the batch is written row by
// row and only the rows it refuses are dropped: one bad event never stops the
// metering of every later call. A failure is logged in one short line, never
// with the batch.
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import type { UsageEvent } from "../db/schema";

export interface UsageRecorderOptions {
  flushIntervalMs?: number;
  maxBuffered?: number;
}

const ROWS_PER_INSERT = 5000;
/** Qdrant's longest collection name; a longer name in a path is kept this long. */
const COLLECTION_MAX_LENGTH = 255;
const LOGGED_MESSAGE_MAX_LENGTH = 300;

/** Text as PostgreSQL stores it: U+0000 is the one character its text type refuses. */
function storableText(text: string, maxLength = Infinity): string {
  const clean = text.includes("\u0000") ? text.replaceAll("\u0000", "\uFFFD") : text;
  return clean.length > maxLength ? clean.slice(0, maxLength) : clean;
}

/** PostgreSQL's SQLSTATE of a failed statement, as both drivers report it (Drizzle wraps it in `cause`). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; typeof current === "object" && current !== null; current = (current as { cause?: unknown }).cause) {
    if ("code" in current && typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

/** The innermost message, short: Drizzle's own repeats the statement and every parameter. */
function shortMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  for (let current: unknown = error; current instanceof Error; current = current.cause) message = current.message;
  return message.length > LOGGED_MESSAGE_MAX_LENGTH ? `${message.slice(0, LOGGED_MESSAGE_MAX_LENGTH)}…` : message;
}

/** Data exceptions (22) and integrity violations (23): the rows, not the store, are at fault. */
function isRefusedData(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith("22") || state.startsWith("23"));
}

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
    this.buffer.push({
      ...event,
      operation: storableText(event.operation),
      collection: event.collection == null ? event.collection : storableText(event.collection, COLLECTION_MAX_LENGTH),
      userSub: event.userSub == null ? event.userSub : storableText(event.userSub),
    });
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
        if (!isRefusedData(error)) {
          this.log.error({ sqlState: sqlStateOf(error), reason: shortMessage(error), events: batch.length }, "usage events not written; retrying at the next flush");
          return;
        }
        if (!(await this.writeOneByOne(batch))) return;
      }
      this.buffer = this.buffer.slice(batch.length);
    }
  }

  /** A batch the store refused for its data: every row it takes is written, the others dropped. False when the store stopped answering. */
  private async writeOneByOne(batch: readonly UsageEvent[]): Promise<boolean> {
    let refused = 0;
    let reason = "";
    for (const [index, event] of batch.entries()) {
      try {
        await insertEvents(this.db, [event]);
      } catch (error) {
        if (!isRefusedData(error)) {
          this.buffer = this.buffer.slice(index);
          this.log.error({ sqlState: sqlStateOf(error), reason: shortMessage(error), events: batch.length - index }, "usage events not written; retrying at the next flush");
          return false;
        }
        refused += 1;
        reason = shortMessage(error);
      }
    }
    this.log.warn({ refused, reason }, "usage events refused by the metadata store were dropped");
    return true;
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
