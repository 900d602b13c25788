// The vector engine on PostgreSQL with pgvector (VECTOR_ENGINE=pgvector): every
// collection is a table of the database (collection-layout.ts), every write one
// transaction, durable at its commit; nothing is kept in the process, so any
// number of service instances may serve the same database.
//
// Dense vectors are searched in SQL, exactly or through an HNSW index per vector
// (its operator class from the distance: Cosine vectors are kept at unit length,
// so their inner product is the cosine, as in the LanceDB engine). Multi-vectors
// (MaxSim) and sparse vectors are scored in the process over the rows the filter
// keeps (vectors/: the same scoring as LanceDB's); so are a scroll in a payload
// key's order and the text query (BM25, search-text.ts); filters as filter-sql.ts says.
import pg from "pg";
import { AppError } from "../../errors";
import { silentLog, type EngineLog } from "../engine-log";
import type { FilterNode, PointId } from "../filter/filter-tree";
import { fromPointKey, toPointKey } from "../filter/point-key";
import type { FieldIndexParams } from "../field-index-params";
import { removePayloadAt, setPayloadAt } from "../payload/edit-payload";
import { formatJsonPath, readJsonPath } from "../payload/json-path";
import { leavesOf, valuesAt } from "../payload/payload-values";
import { parseDatetime } from "../filter/parse-datetime";
import {
  isMultiVector,
  isSparseVector,
  type CollectionSize,
  type CollectionSpec,
  type CollectionStats,
  type HnswParams,
  type NamedVectors,
  type NewVectorSpec,
  type PointsAtOneMoment,
  type Payload,
  type PayloadFieldType,
  type PointRecord,
  type PointSelector,
  type ReadOptions,
  type ScoredPoint,
  type ScrollPage,
  type ScrollQuery,
  type SearchQuery,
  type StoredPoint,
  type TextHit,
  type TextSearchQuery,
  type UpsertOptions,
  type VectorEngine,
} from "../vector-engine";
import { maxSim } from "../vectors/multi-vector-store";
import { SparseIndex } from "../vectors/sparse-index";
import { prepareSparse } from "../vectors/sparse-vector";
import { compareScores, isKeptAsWritten, isSimilarity, passesThreshold, prepareMultiVector, prepareVector, storedScorer } from "../vectors/vector-math";
import {
  addDense,
  addSparse,
  CATALOGUE,
  columnOf,
  columnType,
  createRawIndex,
  denseColumn,
  DOC_OF_RECORD,
  ensureCatalogue,
  inTransaction,
  layoutOf,
  lockCollection,
  missingCollection,
  payloadRecord,
  readLayout,
  syncDocIndex,
  tableOf,
  writeLayout,
  type CollectionLayout,
  type DenseColumn,
} from "./collection-layout";
import { isNarrowedByIndex, renderFilter, textIndexesOf } from "./filter-sql";
import { SqlParams } from "./sql-params";
import { searchText } from "./search-text";
import { readColumns, toStoredPoint, unitRows, writtenVectors, type ReadRow, type WrittenRow } from "./point-rows";
import { dropVectorIndex, hnswOf, metricSql, vectorCast, vectorLiteral } from "./vector-sql";
import { IndexBuilder } from "./index-builder";
import { SlowFilterNotes } from "../filter/slow-filters";
import { withSearchSettings } from "./search-settings";
import { LayoutCache } from "./layout-cache";
import { readAtOneMoment } from "./moment-read";
import { keysAmong, refuseOtherShards, updateVectorColumns, writeRows } from "./write-rows";

export interface PgvectorEngineOptions {
  /** The database of the vectors (the metadata store's, or another). */
  databaseUrl: string;
  /** Connections the engine keeps open at most. */
  poolSize?: number;
  /** Points from which a collection without indexing_threshold gets its HNSW indexes (VECTOR_INDEX_THRESHOLD; default 20,000). */
  indexThreshold?: number;
  log?: EngineLog;
}

/** Qdrant's default hnsw_config.full_scan_threshold: a filtered search keeping fewer points' vectors than this scores them all. */
const FULL_SCAN_THRESHOLD_KB = 10_000;

export async function createPgvectorEngine({ databaseUrl, poolSize = 10, indexThreshold = 20_000, log = silentLog }: PgvectorEngineOptions): Promise<VectorEngine> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection the server ends (a restart, a failover) is replaced at its next use; unheard, pg.Pool's error would end the process.
  pool.on("error", (error) => log.warn({ err: error }, "pgvector engine: an idle PostgreSQL connection failed"));
  // Likewise a connection checked out between two queries of a transaction: the transaction's next query fails instead.
  pool.on("connect", (client) => client.on("error", (error) => log.warn({ err: error }, "pgvector engine: a PostgreSQL connection in use failed")));
  await ensureCatalogue(pool);
  const { rows } = await pool.query(`SELECT 1 FROM pg_extension WHERE extname = 'citus'`);
  return new PgvectorEngine(pool, rows.length > 0, new IndexBuilder(pool, indexThreshold, log));
}

class PgvectorEngine implements VectorEngine {
  /**
   * `isCitus`: the database is a Citus coordinator. Each collection's table is then a single-shard distributed table on
   * one worker (colocated with no other: collections spread over the workers), so a search goes to that worker alone;
   * the catalogue stays on the coordinator.
   */
  private readonly slowFilters = new SlowFilterNotes();
  private readonly layouts: LayoutCache;

  constructor(
    private readonly pool: pg.Pool,
    private readonly isCitus: boolean,
    private readonly indexes: IndexBuilder,
  ) {
    this.layouts = new LayoutCache(pool);
  }

  async ping(): Promise<void> {
    await this.pool.query("SELECT 1");
  }

  async close(): Promise<void> {
    await this.indexes.close();
    await this.pool.end();
  }

  // --- collections ---

  async createCollection(spec: CollectionSpec): Promise<void> {
    const layout = layoutOf(spec);
    await this.transaction(async (client) => {
      const inserted = await client.query(`INSERT INTO ${CATALOGUE} (id, layout) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [spec.id, JSON.stringify(layout)]);
      if (inserted.rowCount === 0) throw new AppError("conflict", `Vector collection ${spec.id} already exists`);
      const columns = [
        ...Object.values(layout.dense).map((vector) => `${vector.column} ${columnType(vector)}`),
        ...Object.values(layout.sparse).map((sparse) => `${sparse.column} jsonb`),
      ];
      // The key in "C" order, as scrolls page it (ORDER BY key COLLATE "C"): its index then gives each page, where a
      // database of another collation sorted every row past the offset (102 ms a page at 300,000 points, against 0.06).
      await client.query(
        `CREATE TABLE ${tableOf(spec.id)} (key text COLLATE "C" PRIMARY KEY, shard text, payload json NOT NULL DEFAULT '{}', doc jsonb DEFAULT '{}'${columns.map((column) => `, ${column}`).join("")})`,
      );
      if (this.isCitus) await client.query(`SELECT create_distributed_table($1, NULL, colocate_with => 'none')`, [tableOf(spec.id)]);
      await createRawIndex(client, spec.id);
    });
  }

  async dropCollection(id: string): Promise<void> {
    await this.indexes.held(
      id,
      () =>
        this.transaction(async (client) => {
          const deleted = await client.query(`DELETE FROM ${CATALOGUE} WHERE id = $1`, [id]);
          if (deleted.rowCount === 0) throw missingCollection(id);
          await client.query(`DROP TABLE IF EXISTS ${tableOf(id)}`);
        }),
      { cancel: true },
    );
    this.indexes.forget(id);
    this.slowFilters.forget(id);
    this.layouts.forget(id);
  }

  async addVector(id: string, name: string, spec: NewVectorSpec): Promise<void> {
    await this.changeLayout(id, async (client, layout) => {
      const old = columnOf(layout, name);
      if ("dense" in spec && layout.isUnnamed && name !== "") throw new AppError("bad_request", "A named dense vector cannot be added beside the collection's unnamed vector");
      if (old) {
        await client.query(`ALTER TABLE ${tableOf(id)} DROP COLUMN ${old}`);
        delete layout.dense[name];
        delete layout.sparse[name];
      }
      if ("dense" in spec) {
        const vector = addDense(layout, name, spec.dense);
        await client.query(`ALTER TABLE ${tableOf(id)} ADD COLUMN ${vector.column} ${columnType(vector)}`);
      } else {
        const sparse = addSparse(layout, name, spec.sparse);
        await client.query(`ALTER TABLE ${tableOf(id)} ADD COLUMN ${sparse.column} jsonb`);
      }
    });
  }

  async dropVector(id: string, name: string): Promise<void> {
    await this.changeLayout(id, async (client, layout) => {
      if (name === "" && layout.isUnnamed) throw new AppError("bad_request", "The unnamed vector cannot be removed from a collection");
      const column = columnOf(layout, name);
      if (!column) return;
      await client.query(`ALTER TABLE ${tableOf(id)} DROP COLUMN ${column}`);
      delete layout.dense[name];
      delete layout.sparse[name];
    });
  }

  async setIndexingThreshold(id: string, kilobytes: number | null): Promise<void> {
    const layout = await this.changeLayout(id, async (client, layout) => {
      layout.indexingThresholdKb = kilobytes;
      // 0 is "never index": the HNSW indexes go; any other value, they are built once the collection reaches it.
      if (kilobytes === 0) for (const vector of Object.values(layout.dense)) await dropVectorIndex(client, layout, vector);
    });
    this.indexes.check(layout);
  }

  async setHnsw(id: string, hnsw: Readonly<Record<string, HnswParams>>): Promise<void> {
    const layout = await this.changeLayout(id, async (client, layout) => {
      for (const [name, params] of Object.entries(hnsw)) {
        const vector = layout.dense[name];
        if (!vector || (vector.hnsw?.m === params.m && vector.hnsw.efConstruct === params.efConstruct)) continue;
        vector.hnsw = { m: params.m, efConstruct: params.efConstruct };
        await dropVectorIndex(client, layout, vector);
      }
    });
    // Built again with the new values in the background; searches are exact meanwhile.
    this.indexes.check(layout);
  }

  // --- writes ---

  async upsert(id: string, points: readonly PointRecord[], { mode = "upsert", updateFilter, shard }: UpsertOptions = {}): Promise<void> {
    const layout = await readLayout(this.pool, id);
    if (shard !== undefined && !layout.isSharded) throw new AppError("bad_request", `Vector collection ${id} has no shards`);
    // Everything is checked before anything is written; within a batch the last copy of an id wins.
    const byKey = new Map<string, WrittenRow>();
    for (const point of points) {
      const key = toPointKey(point.id);
      byKey.set(key, { key, payload: point.payload, columns: writtenVectors(layout, point.vector) });
    }
    if (byKey.size === 0) return;
    await this.transaction(async (client) => {
      const keys = [...byKey.keys()];
      await lockCollection(client, id);
      if (shard !== undefined) await refuseOtherShards(client, id, keys, shard);
      let written = keys;
      if (mode !== "upsert" || updateFilter) {
        const existing = new Set(await keysAmong(client, layout, keys));
        const updatable = updateFilter ? new Set(await keysAmong(client, layout, [...existing], updateFilter)) : existing;
        written = keys.filter((key) => (existing.has(key) ? mode !== "insert_only" && updatable.has(key) : mode !== "update_only"));
      }
      await writeRows(client, layout, written.map((key) => byKey.get(key) as WrittenRow), shard ?? null);
    });
    this.indexes.check(layout);
  }

  async deletePoints(id: string, selector: PointSelector): Promise<void> {
    await this.withSelected(id, selector, async (client, layout, where, params) => {
      await client.query(`DELETE FROM ${tableOf(layout.id)} WHERE ${where}`, params.values);
    });
  }

  async updateVectors(id: string, points: readonly { id: PointId; vector: NamedVectors }[], updateFilter?: FilterNode, scope?: FilterNode): Promise<void> {
    const layout = await readLayout(this.pool, id);
    const changes = new Map<string, Record<string, unknown>>();
    for (const point of points) {
      const key = toPointKey(point.id);
      changes.set(key, { ...changes.get(key), ...writtenVectors(layout, point.vector) });
    }
    await this.transaction(async (client) => {
      await lockCollection(client, id);
      const keys = [...changes.keys()];
      const existing = new Set(await keysAmong(client, layout, keys, scope));
      const missing = keys.find((key) => !existing.has(key));
      if (missing !== undefined) throw new AppError("not_found", `No point with id ${fromPointKey(missing)} found`);
      const updatable = updateFilter ? new Set(await keysAmong(client, layout, keys, updateFilter)) : existing;
      await updateVectorColumns(client, layout, new Map([...changes].filter(([key]) => updatable.has(key))));
    });
    this.indexes.check(layout);
  }

  async deleteVectors(id: string, selector: PointSelector, names: readonly string[]): Promise<void> {
    await this.withSelected(id, selector, async (client, layout, where, params) => {
      // Every vector is optional in Qdrant, the unnamed one too: a point may lose it.
      const columns = names.map((name) => {
        const column = columnOf(layout, name);
        if (!column) throw new AppError("bad_request", `Not existing vector name error: ${name}`);
        return column;
      });
      if (columns.length === 0) return;
      await client.query(`UPDATE ${tableOf(id)} SET ${columns.map((column) => `${column} = NULL`).join(", ")} WHERE ${where}`, params.values);
    });
  }

  setPayload(id: string, selector: PointSelector, payload: Payload, key?: string): Promise<void> {
    const path = key === undefined ? undefined : readJsonPath(key);
    return this.editPayloads(id, selector, (stored) => setPayloadAt(stored, payload, path));
  }

  overwritePayload(id: string, selector: PointSelector, payload: Payload): Promise<void> {
    return this.editPayloads(id, selector, () => payload);
  }

  deletePayloadKeys(id: string, selector: PointSelector, keys: readonly string[]): Promise<void> {
    const paths = keys.map(readJsonPath);
    return this.editPayloads(id, selector, (stored) => paths.reduce((edited, path) => removePayloadAt(edited, path), stored));
  }

  clearPayload(id: string, selector: PointSelector): Promise<void> {
    return this.editPayloads(id, selector, () => ({}));
  }

  // --- reads ---

  async retrieve(id: string, ids: readonly PointId[], options: ReadOptions): Promise<StoredPoint[]> {
    const layout = await readLayout(this.pool, id);
    const keys = ids.map(toPointKey);
    const params = new SqlParams();
    const { rows } = await this.pool.query<ReadRow>(`SELECT ${readColumns(layout, options)} FROM ${tableOf(id)} WHERE key = ANY(${params.add(keys)}::text[])`, params.values);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const seen = new Set<string>();
    const found: StoredPoint[] = [];
    for (const key of keys) {
      const row = byKey.get(key);
      if (!row || seen.has(key)) continue;
      seen.add(key);
      found.push(toStoredPoint(layout, row, options));
    }
    return found;
  }

  async scroll(id: string, query: ScrollQuery): Promise<ScrollPage> {
    const layout = await readLayout(this.pool, id);
    const params = new SqlParams();
    const where = await renderFilter(this.pool, layout, query.filter, params, textIndexesOf(layout));
    if (query.orderBy) return { points: await this.scrollOrdered(layout, query, query.orderBy, where, params), nextOffset: null };
    const from = query.offset === undefined ? "TRUE" : `key >= ${params.add(toPointKey(query.offset))}`;
    const { rows } = await this.pool.query<ReadRow>(
      `SELECT ${readColumns(layout, query)} FROM ${tableOf(id)} WHERE ${where} AND ${from} ORDER BY key COLLATE "C" LIMIT ${params.add(query.limit + 1)}`,
      params.values,
    );
    const next = rows.length > query.limit ? rows.pop() : undefined;
    return { points: rows.map((row) => toStoredPoint(layout, row, query)), nextOffset: next ? fromPointKey(next.key) : null };
  }

  /**
   * A page in a numeric (or datetime) payload key's order: as in Qdrant, a point appears once per value of the key and
   * points without one are left out; equal values in id order.
   */
  private async scrollOrdered(layout: CollectionLayout, query: ScrollQuery, orderBy: NonNullable<ScrollQuery["orderBy"]>, where: string, params: SqlParams): Promise<StoredPoint[]> {
    const path = readJsonPath(orderBy.key);
    const isDatetime = layout.fieldIndexes[formatJsonPath(path)]?.type === "datetime";
    const isAscending = orderBy.direction === "asc";
    const { rows } = await this.pool.query<ReadRow & { payload: Payload }>(`SELECT ${readColumns(layout, { ...query, withPayload: true })} FROM ${tableOf(layout.id)} WHERE ${where}`, params.values);
    const entries: { value: number; row: ReadRow }[] = [];
    for (const row of rows) {
      for (const leaf of leavesOf(valuesAt(row.payload, path))) {
        const value = typeof leaf === "number" ? leaf : isDatetime && typeof leaf === "string" ? parseDatetime(leaf) : null;
        if (value === null) continue;
        if (orderBy.startFrom !== undefined && (isAscending ? value < orderBy.startFrom : value > orderBy.startFrom)) continue;
        entries.push({ value, row });
      }
    }
    return entries
      .sort((a, b) => (a.value === b.value ? (a.row.key < b.row.key ? -1 : 1) : isAscending ? a.value - b.value : b.value - a.value))
      .slice(0, query.limit)
      .map(({ row }) => toStoredPoint(layout, row, query));
  }

  async count(id: string, filter?: FilterNode): Promise<number> {
    const layout = await readLayout(this.pool, id);
    const params = new SqlParams();
    const where = await renderFilter(this.pool, layout, filter, params, textIndexesOf(layout));
    const { rows } = await this.pool.query<{ count: string }>(`SELECT count(*) FROM ${tableOf(id)} WHERE ${where}`, params.values);
    return Number(rows[0]?.count ?? 0);
  }

  async search(id: string, query: SearchQuery): Promise<ScoredPoint[]> {
    return this.layouts.with(id, async (layout) => {
      const started = performance.now();
      const found = await this.searchIn(layout, query);
      if (query.filter) this.slowFilters.note(id, new Set(Object.keys(layout.fieldIndexes)), query.filter, performance.now() - started);
      return found;
    });
  }

  private async searchIn(layout: CollectionLayout, query: SearchQuery): Promise<ScoredPoint[]> {
    const name = query.using ?? "";
    if (isSparseVector(query.vector)) return this.searchSparse(layout, name, query);
    const vector = denseColumn(layout, name);
    if (vector.multivector) return this.searchMulti(layout, vector, query);
    if (isMultiVector(query.vector)) throw new AppError("bad_request", `Vector ${name || '""'} holds one vector per point, not a multi-vector`);
    const target = prepareVector(vector.distance, query.vector as readonly number[], vector.size);
    const params = new SqlParams();
    const where = await renderFilter(this.pool, layout, query.filter, params, textIndexesOf(layout));
    const from = `FROM ${tableOf(layout.id)} WHERE ${vector.column} IS NOT NULL AND ${where}`;
    // An exact search orders by an expression no index answers; an approximate one by the operator its HNSW index serves,
    // unless an index shows that the filter keeps so few points that scoring them all is cheaper (and exact), as Qdrant
    // plans by the cardinality its payload indexes estimate. (Asked before the query's other parameters are added: the
    // count takes the filter's alone.)
    const isExact = query.exact || (query.filter !== undefined && isNarrowedByIndex(query.filter, layout) && (await this.keepsFew(from, params, vector)));
    const { order, score } = metricSql(vector, params.add(vectorLiteral(target)) + vectorCast(vector));
    const isSimilar = isSimilarity(vector.distance);
    // PostgreSQL's scores are float4 sums; each row is scored again here, in double precision from its stored values (as
    // the LanceDB engine scores), so the threshold is applied in SQL with some slack and then exactly.
    const slack = query.scoreThreshold === undefined ? 0 : 1e-4 * Math.max(1, Math.abs(query.scoreThreshold));
    const threshold = query.scoreThreshold === undefined ? "" : ` AND ${score} ${isSimilar ? ">=" : "<="} ${params.add(query.scoreThreshold + (isSimilar ? -slack : slack))}`;
    const orderBy = isExact ? `${score}${isSimilar ? " DESC" : ""}, key COLLATE "C"` : order;
    const sql = `SELECT ${readColumns(layout, query)}, ${vector.column}::text AS search_vector ${from}${threshold} ORDER BY ${orderBy} LIMIT ${params.add(query.limit + query.offset)}`;
    // A filtered search scans the index iteratively (its results re-sorted below).
    const settings = { efSearch: Math.min(1_000, Math.max(query.hnswEf ?? hnswOf(vector).efConstruct, query.limit + query.offset)), iterative: query.filter !== undefined };
    const rows = await this.translated(() =>
      withSearchSettings(this.pool, this.isCitus, settings, async (client) => (await client.query<ReadRow & { search_vector: string }>(sql, params.values)).rows),
    );
    const scoreStored = storedScorer(vector);
    const scored = rows.map((row) => ({ row, score: scoreStored(target, Float32Array.from(JSON.parse(row.search_vector) as number[])) }));
    return this.ranked(layout, scored, vector.distance, query);
  }

  /**
   * Whether the rows `from` keeps are at most Qdrant's default full_scan_threshold (10,000 kB of the vector's float32
   * values: 25,600 points of 100 dimensions): counted up to that many, through the filter's indexes where it has some.
   */
  private async keepsFew(from: string, params: SqlParams, vector: DenseColumn): Promise<boolean> {
    const few = Math.floor((FULL_SCAN_THRESHOLD_KB * 1024) / (vector.size * 4));
    const { rows } = await this.pool.query<{ kept: string }>(`SELECT count(*) AS kept FROM (SELECT 1 ${from} LIMIT ${few + 1}) AS kept`, params.values);
    return Number(rows[0]?.kept ?? 0) <= few;
  }

  async readAtOneMoment(id: string): Promise<PointsAtOneMoment | null> {
    return this.isCitus ? null : readAtOneMoment(this.pool, id);
  }

  async textSearch(id: string, query: TextSearchQuery): Promise<TextHit[]> {
    return searchText(this.pool, await readLayout(this.pool, id), query);
  }

  // --- payload indexes ---

  async createFieldIndex(id: string, key: string, type: PayloadFieldType, params?: FieldIndexParams): Promise<void> {
    await this.changeLayout(id, async (client, layout) => {
      layout.fieldIndexes[formatJsonPath(readJsonPath(key))] = { type, ...(params ? { params } : {}) };
      await syncDocIndex(client, layout);
    });
  }

  async deleteFieldIndex(id: string, key: string): Promise<void> {
    await this.changeLayout(id, async (client, layout) => {
      delete layout.fieldIndexes[formatJsonPath(readJsonPath(key))];
      await syncDocIndex(client, layout);
    });
  }

  // --- measures ---

  async stats(id: string): Promise<CollectionStats> {
    const layout = await readLayout(this.pool, id);
    // Before the counts: an index built by now is counted in them.
    const { state, built } = await this.indexes.state(layout);
    // Below the index threshold every search scans anyway.
    const slowFilterKeys = state === "waiting" ? [] : this.slowFilters.keys(id, new Set(Object.keys(layout.fieldIndexes)));
    return { ...(await this.measureBuilt(id, built)), status: state === "due" ? "yellow" : "green", slowFilterKeys };
  }

  async measure(id: string): Promise<CollectionSize> {
    const layout = await readLayout(this.pool, id);
    // The gauges measure every collection each minute: an index due and not started (a write's check came too soon) starts.
    this.indexes.check(layout);
    return this.measureBuilt(id, await this.indexes.builtVectors(layout));
  }

  /** Qdrant's indexed_vectors_count: the vectors in an HNSW index, so those of the `built` vectors. */
  private async measureBuilt(id: string, dense: readonly DenseColumn[]): Promise<CollectionSize> {
    const { rows } = await this.pool.query<{ points: string; indexed: string; bytes: string }>(
      `SELECT count(*) AS points, ${dense.length > 0 ? dense.map((vector) => `count(${vector.column})`).join(" + ") : "0"} AS indexed, ${this.isCitus ? "citus_total_relation_size" : "pg_total_relation_size"}('${tableOf(id)}') AS bytes FROM ${tableOf(id)}`,
    );
    const row = rows[0];
    return { pointsCount: Number(row?.points ?? 0), indexedVectorsCount: Number(row?.indexed ?? 0), segmentsCount: 1, diskBytes: Number(row?.bytes ?? 0) };
  }

  // --- helpers ---

  private transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.translated(() => inTransaction(this.pool, work));
  }

  /** `work`, its database errors in the engine's words. */
  private async translated<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw translate(error);
    }
  }

  /** Changes a collection's layout under its catalogue row's lock (DDL and the layout commit together), no index build running; the layout as written. */
  private async changeLayout(id: string, change: (client: pg.PoolClient, layout: CollectionLayout) => Promise<void>): Promise<CollectionLayout> {
    const layout = await this.indexes.held(id, () =>
      this.transaction(async (client) => {
        const layout = await readLayout(client, id, true);
        await change(client, layout);
        await writeLayout(client, layout);
        return layout;
      }),
    );
    // Whatever kept the old layout looks again.
    this.indexes.forget(id);
    this.layouts.forget(id);
    return layout;
  }

  /** Runs `work` in a transaction with the selector as a WHERE clause on the collection's table. */
  private async withSelected(id: string, selector: PointSelector, work: (client: pg.PoolClient, layout: CollectionLayout, where: string, params: SqlParams) => Promise<void>): Promise<void> {
    const layout = await readLayout(this.pool, id);
    await this.transaction(async (client) => {
      await lockCollection(client, id);
      const params = new SqlParams();
      const where = "ids" in selector ? `key = ANY(${params.add(selector.ids.map(toPointKey))}::text[])` : await renderFilter(client, layout, selector.filter, params, textIndexesOf(layout));
      await work(client, layout, where, params);
    });
  }

  /** Rewrites the selected points' payloads with `edit`, in one transaction. */
  private editPayloads(id: string, selector: PointSelector, edit: (stored: Payload) => Payload): Promise<void> {
    return this.withSelected(id, selector, async (client, layout, where, params) => {
      const { rows } = await client.query<{ key: string; payload: Payload }>(`SELECT key, payload FROM ${tableOf(layout.id)} WHERE ${where} FOR UPDATE`, params.values);
      if (rows.length === 0) return;
      const edited = rows.map((row) => ({ key: row.key, payload: edit(row.payload) }));
      await client.query(`UPDATE ${tableOf(layout.id)} AS t SET payload = r.payload::json, doc = ${DOC_OF_RECORD} FROM json_to_recordset($1::json) AS r(key text, payload text, plain boolean) WHERE t.key = r.key`, [
        JSON.stringify(edited.map((row) => ({ key: row.key, ...payloadRecord(row.payload) }))),
      ]);
    });
  }

  /** Multi-vectors by MaxSim, scored here over the rows the filter keeps. */
  private async searchMulti(layout: CollectionLayout, vector: DenseColumn, query: SearchQuery): Promise<ScoredPoint[]> {
    const target = prepareMultiVector({ ...vector, name: query.using ?? "" }, query.vector as readonly number[] | readonly (readonly number[])[], false);
    const rows = await this.candidateRows(layout, vector.column, query);
    // uint8 Cosine rows are kept as written: each is compared at unit length, so that MaxSim sums their cosines.
    const asStored = (values: number[]) => (isKeptAsWritten(vector) ? unitRows(Float32Array.from(values), vector.size) : Float32Array.from(values));
    const scored = rows.map((row) => ({ row, score: maxSim(vector.distance, vector.size, target, asStored(row[vector.column] as number[])) }));
    return this.ranked(layout, scored, vector.distance, query);
  }

  /** Sparse vectors by their dot product (with the idf modifier, weighted as Qdrant weighs them), over the rows the filter keeps. */
  private async searchSparse(layout: CollectionLayout, name: string, query: SearchQuery): Promise<ScoredPoint[]> {
    const sparse = layout.sparse[name];
    if (!sparse) throw new AppError("bad_request", `Not existing vector name error: ${name}`);
    const target = prepareSparse(query.vector as { indices: number[]; values: number[] });
    const params = new SqlParams();
    const where = await renderFilter(this.pool, layout, query.filter, params, textIndexesOf(layout));
    const corpusWhere = query.idfCorpus ? await renderFilter(this.pool, layout, query.idfCorpus, params, textIndexesOf(layout)) : "TRUE";
    const { rows } = await this.pool.query<ReadRow & { in_filter: boolean; in_corpus: boolean }>(
      `SELECT ${readColumns(layout, query)}, ${sparse.column} AS sparse_vector, (${where}) AS in_filter, (${corpusWhere}) AS in_corpus FROM ${tableOf(layout.id)} WHERE ${sparse.column} IS NOT NULL`,
      params.values,
    );
    const index = new SparseIndex(sparse.modifier);
    index.added(rows.map((row, seq) => ({ seq, key: row.key, ...prepareSparse(row.sparse_vector as { indices: number[]; values: number[] }) })));
    const allowed = new Set(rows.flatMap((row, seq) => (row.in_filter ? [seq] : [])));
    const corpus = query.idfCorpus ? new Set(rows.flatMap((row, seq) => (row.in_corpus ? [seq] : []))) : undefined;
    const hits = index.search(target, query.limit + query.offset + rows.length, allowed, corpus);
    const scored = hits.map((hit) => ({ row: rows[hit.seq] as ReadRow, score: hit.score }));
    return this.ranked(layout, scored, "Dot", query);
  }

  private async candidateRows(layout: CollectionLayout, column: string, query: SearchQuery): Promise<ReadRow[]> {
    const params = new SqlParams();
    const where = await renderFilter(this.pool, layout, query.filter, params, textIndexesOf(layout));
    const columns = readColumns(layout, query);
    const { rows } = await this.pool.query<ReadRow>(`SELECT ${columns}, ${column} FROM ${tableOf(layout.id)} WHERE ${column} IS NOT NULL AND ${where}`, params.values);
    return rows;
  }

  private ranked(layout: CollectionLayout, scored: { row: ReadRow; score: number }[], distance: DenseColumn["distance"], query: SearchQuery): ScoredPoint[] {
    const compare = compareScores(distance);
    return scored
      .filter(({ score }) => passesThreshold(distance, score, query.scoreThreshold))
      .sort((a, b) => compare(a.score, b.score) || (a.row.key < b.row.key ? -1 : 1))
      .slice(query.offset, query.offset + query.limit)
      .map(({ row, score }) => ({ ...toStoredPoint(layout, row, query), score }));
  }
}

/** PostgreSQL's errors that are the caller's, in the words the data plane gives. */
function translate(error: unknown): unknown {
  if (error instanceof pg.DatabaseError && error.code === "42P01") return new AppError("not_found", `Vector collection does not exist`);
  return error;
}
