// A collection's HNSW indexes, built once it holds enough vectors (Qdrant's
// indexing_threshold, in kB of float32 values; else the service's
// VECTOR_INDEX_THRESHOLD, in points), in the background and without blocking
// writes: CREATE INDEX CONCURRENTLY on a connection of its own, under a session
// advisory lock, so that of several instances one builds it. Until then writes
// skip the index's upkeep (GloVe-100: 4,547 vectors/s against 584/s into an
// index) and searches are exact. A build a crash or a shutdown cut off leaves
// an invalid index, dropped and built again at the next check. Checks follow
// writes, collection info and the gauges' minute (measure), at most one at a
// time per collection, and not again within a second of one that found the
// collection below its threshold (a minute when all was built).
//
// DDL on a table whose index is being built concurrently deadlocks with the
// build (it waits for the DDL's transaction, the DDL for its lock): layout
// changes and drops hold the same lock first (held), taken by polling outside
// any statement, so that nothing waits inside PostgreSQL; a drop cancels the
// build, whose index would go with the table.
import type pg from "pg";
import type { EngineLog } from "../engine-log";
import { tableOf, type CollectionLayout, type DenseColumn } from "./collection-layout";
import { indexDefinition, indexOf } from "./vector-sql";

/** A lock key namespace of our own (the two-integer form), apart from lockCollection's hashtext keys. */
const BUILD_LOCK_CLASS = 0x76646269; // "vdbi"
/** How long a collection seen with all its indexes built is not looked at again (another instance may drop one). */
const TRUST_BUILT_MS = 60_000;
/** How long one seen below its threshold is not counted again: writes to a small collection check it at most this often. */
const TRUST_WAITING_MS = 1_000;
/** How often a layout change asks again for the lock a build holds. */
const POLL_MS = 100;

export type IndexState = "built" | "due" | "waiting";

type Validity = "valid" | "invalid";

export class IndexBuilder {
  private readonly running = new Map<string, Promise<void>>();
  /** What each collection's indexes were when last looked at here, and when (ms); forgotten when the layout changes. */
  private readonly seen = new Map<string, { state: "built" | "waiting"; at: number }>();
  private isClosed = false;

  constructor(
    private readonly pool: pg.Pool,
    /** Points from which a collection without indexing_threshold is indexed. */
    private readonly defaultThresholdPoints: number,
    private readonly log: EngineLog,
  ) {}

  /** Checks, in the background, whether the collection's indexes are due, and builds them. */
  check(layout: CollectionLayout): void {
    const seen = this.seen.get(layout.id);
    const isTrusted = seen !== undefined && Date.now() - seen.at < (seen.state === "built" ? TRUST_BUILT_MS : TRUST_WAITING_MS);
    if (this.isClosed || isTrusted || this.running.has(layout.id)) return;
    const run = this.buildDue(layout)
      .catch((error: unknown) => this.log.warn({ err: error, collection: layout.id }, "pgvector engine: building an HNSW index failed; it is tried again at the next write"))
      .finally(() => this.running.delete(layout.id));
    this.running.set(layout.id, run);
  }

  /** The layout changed (vectors, hnsw_config, indexing_threshold): its indexes are looked at again. */
  forget(id: string): void {
    this.seen.delete(id);
  }

  /**
   * "built": every index the collection should have is there; "due": one is being built (started here if need be);
   * "waiting": below the threshold. With the vectors whose index may be used.
   */
  async state(layout: CollectionLayout): Promise<{ state: IndexState; built: DenseColumn[] }> {
    const { due, waiting, built } = await this.survey(layout);
    if (due.length > 0) {
      // Due and not built: whatever was seen before, a build starts (unless one runs).
      this.seen.delete(layout.id);
      this.check(layout);
    }
    return { state: due.length > 0 ? "due" : waiting ? "waiting" : "built", built };
  }

  /** The vectors whose index exists and may be used. */
  async builtVectors(layout: CollectionLayout): Promise<DenseColumn[]> {
    const validities = await this.validities(layout);
    return indexable(layout).filter((vector) => validities.get(vector.column) === "valid");
  }

  /**
   * Runs `work` (DDL on the collection's table) while no build of its indexes runs, here or on another instance: a
   * build under way is waited for, or with `cancel` (a drop) cancelled. No build starts meanwhile.
   */
  async held<T>(id: string, work: () => Promise<T>, { cancel = false } = {}): Promise<T> {
    const client = await this.pool.connect();
    try {
      for (;;) {
        const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [BUILD_LOCK_CLASS, id]);
        if (rows[0]?.locked) break;
        if (cancel) await client.query(`SELECT pg_cancel_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1::int4::oid AND objid = hashtext($2)::oid AND objsubid = 2`, [BUILD_LOCK_CLASS, id]);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      try {
        return await work();
      } finally {
        await client.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [BUILD_LOCK_CLASS, id]);
      }
    } finally {
      client.release();
    }
  }

  /** Waits for builds under way (their connections end with the pool: a cut build is dropped and rebuilt later). */
  async close(): Promise<void> {
    this.isClosed = true;
    await Promise.allSettled(this.running.values());
  }

  private async buildDue(layout: CollectionLayout): Promise<void> {
    const { due, waiting } = await this.survey(layout);
    if (due.length === 0) {
      this.seen.set(layout.id, { state: waiting ? "waiting" : "built", at: Date.now() });
      return;
    }
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [BUILD_LOCK_CLASS, layout.id]);
      // Another instance builds them.
      if (!rows[0]?.locked) return;
      try {
        // Looked at again under the lock: built by the instance that held it before, or cut off (invalid).
        const validities = await this.validities(layout, client);
        for (const vector of due) {
          if (this.isClosed) return;
          const validity = validities.get(vector.column);
          if (validity === "valid") continue;
          if (validity === "invalid") await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${indexOf(layout, vector)}`);
          const started = Date.now();
          await client.query(`CREATE INDEX CONCURRENTLY IF NOT EXISTS ${indexDefinition(layout, vector)}`);
          this.log.info({ collection: layout.id, vector: vector.column, ms: Date.now() - started }, "pgvector engine: HNSW index built");
        }
        this.seen.set(layout.id, { state: waiting ? "waiting" : "built", at: Date.now() });
      } finally {
        await client.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [BUILD_LOCK_CLASS, layout.id]);
      }
    } finally {
      client.release();
    }
  }

  /** The indexable vectors whose index is due (not valid, threshold reached), whether some are below it, and those built. */
  private async survey(layout: CollectionLayout): Promise<{ due: DenseColumn[]; waiting: boolean; built: DenseColumn[] }> {
    const validities = await this.validities(layout);
    const due: DenseColumn[] = [];
    const built: DenseColumn[] = [];
    let waiting = false;
    for (const vector of indexable(layout)) {
      if (validities.get(vector.column) === "valid") built.push(vector);
      else if (await this.isDue(layout, vector)) due.push(vector);
      else waiting = true;
    }
    return { due, waiting, built };
  }

  /** Whether the vector holds at least its threshold's number of values. */
  private async isDue(layout: CollectionLayout, vector: DenseColumn): Promise<boolean> {
    const threshold = thresholdPoints(layout, vector, this.defaultThresholdPoints);
    const { rows } = await this.pool.query<{ held: string }>(
      `SELECT count(*) AS held FROM (SELECT 1 FROM ${tableOf(layout.id)} WHERE ${vector.column} IS NOT NULL LIMIT ${threshold}) AS enough`,
    );
    return Number(rows[0]?.held ?? 0) >= threshold;
  }

  /** The HNSW indexes of the collection's indexable vectors that exist, by column, in one query: usable or not (a cut-off build). */
  private async validities(layout: CollectionLayout, client: pg.Pool | pg.PoolClient = this.pool): Promise<Map<string, Validity>> {
    const vectors = indexable(layout);
    if (vectors.length === 0) return new Map();
    const { rows } = await client.query<{ name: string; valid: boolean }>(
      `SELECT name, indisvalid AS valid FROM unnest($1::text[]) AS name JOIN pg_index ON indexrelid = to_regclass(name)`,
      [vectors.map((vector) => indexOf(layout, vector))],
    );
    const byName = new Map(rows.map((row) => [row.name, row.valid ? "valid" : "invalid"] as const));
    return new Map(vectors.flatMap((vector) => {
      const validity = byName.get(indexOf(layout, vector));
      return validity ? [[vector.column, validity] as const] : [];
    }));
  }
}

/** The dense vectors that get an HNSW index at all (see vector-sql.ts, indexDefinition). */
function indexable(layout: CollectionLayout): DenseColumn[] {
  return Object.values(layout.dense).filter((vector) => indexDefinition(layout, vector) !== undefined);
}

/** Points from which the vector is indexed: indexing_threshold's kB of its float32 values (at least 1), else the default. */
function thresholdPoints(layout: CollectionLayout, vector: DenseColumn, defaultPoints: number): number {
  if (layout.indexingThresholdKb === null) return defaultPoints;
  return Math.max(1, Math.ceil((layout.indexingThresholdKb * 1024) / (vector.size * 4)));
}
