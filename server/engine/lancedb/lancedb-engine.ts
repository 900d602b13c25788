// The embedded vector engine: one LanceDB table per collection under
// DATA_DIR/vectors, opened on first use and kept open. Writes go through each
// collection's queue and resolve once committed; reads run concurrently.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as lancedb from "@lancedb/lancedb";
import { AppError } from "../../errors";
import type { FieldIndexParams } from "../field-index-params";
import type { FilterNode, PointId } from "../filter/filter-tree";
import type {
  CollectionSpec,
  CollectionStats,
  NamedVectors,
  NewVectorSpec,
  Payload,
  PayloadFieldType,
  PointRecord,
  PointSelector,
  ReadOptions,
  ScrollQuery,
  SearchQuery,
  StoredPoint,
  TextSearchQuery,
  UpsertOptions,
  VectorEngine,
} from "../vector-engine";
import type { CollectionState, VectorField } from "./collection-state";
import { openCollectionState } from "./open-collection";
import { attachGraph, attachGraphs, graphDirectory, loadGraphs, saveGraphs } from "./graph/graph-rows";
import type { GraphSettings } from "./graph/nearest-graph";
import { SlowFilterNotes } from "../filter/slow-filters";
import { silentLog, type EngineLog } from "../engine-log";
import { filterToSql, idsToSql } from "./filter/filter-sql";
import { createFieldIndex, deleteFieldIndex, repairIndexes } from "./writes/field-index-ops";
import { SQL_FALSE } from "./filter/sql-literal";
import { cancelMaintenance, isMaintenancePending, scheduleMaintenance, type MaintenanceSettings } from "./maintenance/maintenance";
import { clearPayload, deletePayloadKeys, overwritePayload, setPayload } from "./writes/payload-ops";
import { toPointKey } from "../filter/point-key";
import { collectRows } from "./table/arrow-rows";
import { columnsFor, toStoredPoint } from "./table/stored-point";
import { scrollPoints } from "./search/scroll-table";
import { readAtOneMoment } from "./search/moment-read";
import { searchPoints, type SearchTuning } from "./search/search-points";
import { searchText } from "./search/search-text";
import { loadExactIndexes } from "./exact/exact-indexes";
import { measureClosedTable } from "./table/measure-closed-table";
import { collectionSchema, KEY, SEQ, sparseColumnsOf, VECTOR_INDEX, vectorColumnsOf } from "./table/table-schema";
import { addVector, dropVector, type VectorColumnHooks } from "./writes/vector-column-ops";
import { setLanceEnvironment } from "./lance-environment";
import { indexFrom, writeIndexingThreshold } from "./maintenance/index-threshold";
import { deletePoints, deleteVectors, updateVectors, upsertPoints } from "./writes/write-points";

export interface LanceDbEngineOptions {
  dataDir: string;
  log?: EngineLog;
  /** Points from which a collection gets an HNSW index (default 20,000); below it every search is exact. */
  indexThreshold?: number;
  /** Unindexed rows that trigger folding them into the index (default 10,000). */
  optimizeAfterRows?: number;
  /** Commits that trigger compacting the fragments they left (default 32). */
  optimizeAfterWrites?: number;
  /** HNSW search breadth of LanceDB's index (filtered searches) when a query sets no hnsw_ef (default 128). */
  defaultHnswEf?: number;
  /**
   * Search breadth of the in-memory graph when a query sets no larger hnsw_ef
   * (default 160: recall@10 0.96 on GloVe-100 at 100,000 points; 128 gives 0.948).
   */
  graphEf?: number;
  /** Index candidates re-scored exactly per result wanted (default 2). */
  candidatesPerResult?: number;
  /** Quiet time after the last write before background index work starts (default 500 ms). */
  maintenanceDelayMs?: number;
  hnsw?: { m: number; efConstruction: number };
  /**
   * Nearest-neighbour queries running at once per collection; more wait and go
   * together (default: one more than the CPU cores, as a query also waits on
   * its reads: measured on 2 cores, 3 slots beat 2 by about 10% at 8 and 16 in flight).
   */
  searchSlots?: number;
}

const COLLECTION_ID = /^[a-z0-9_]+$/;
/** Rows fed into a collection's graph after which it is saved again once it has caught up. */
const CHECKPOINT_AFTER_ROWS = 50_000;
/** A graph this far behind at close is fed before its checkpoint (about two seconds at 100 dimensions on one core). */
const DRAIN_ON_CLOSE_ROWS = 10_000;

export async function createLanceDbEngine(options: LanceDbEngineOptions): Promise<VectorEngine> {
  const directory = path.join(options.dataDir, "vectors");
  await fs.mkdir(directory, { recursive: true });
  // Before LanceDB's first use: it reads them then.
  setLanceEnvironment();
  const db = await lancedb.connect(directory);
  const log = options.log ?? silentLog;
  const settings: MaintenanceSettings = {
    indexThreshold: options.indexThreshold ?? 20_000,
    optimizeAfterRows: options.optimizeAfterRows ?? 10_000,
    optimizeAfterWrites: options.optimizeAfterWrites ?? 32,
    delayMs: options.maintenanceDelayMs ?? 500,
    hnsw: options.hnsw ?? { m: 16, efConstruction: 128 },
    log,
  };
  const tuning: SearchTuning = {
    defaultEf: options.defaultHnswEf ?? 128,
    candidatesPerResult: options.candidatesPerResult ?? 2,
    graphFrom: settings.indexThreshold,
  };
  const graphSettings: GraphSettings = {
    connectivity: settings.hnsw.m,
    expansionAdd: settings.hnsw.efConstruction,
    expansionSearch: options.graphEf ?? 160,
    // A bulk of rows (an import's batches) waits for writes to pause for a moment, at most 10 s: back-to-back
    // batches are written first (nearest-graph.ts).
    feedAfterQuietMs: 250,
    maxFeedDelayMs: 10_000,
  };
  const openOptions = { searchSlots: options.searchSlots ?? os.availableParallelism() + 1 };
  const open = new Map<string, Promise<CollectionState>>();
  const slowFilters = new SlowFilterNotes();
  let isClosed = false;

  async function collection(id: string): Promise<CollectionState> {
    if (isClosed) throw new AppError("internal", "The vector engine is closed");
    const cached = open.get(id);
    if (cached) return cached;
    const opening = openExisting(id);
    open.set(id, opening);
    opening.catch(() => open.delete(id));
    return opening;
  }

  async function openExisting(id: string): Promise<CollectionState> {
    if (!COLLECTION_ID.test(id) || !(await db.tableNames()).includes(id)) throw notFound(id);
    const state = await openCollectionState(id, await db.openTable(id), openOptions);
    // Sparse and multi-vector searches have no other path: the collection is handed out once their indexes hold every row.
    await loadExactIndexes(state);
    repairIndexes(state).catch((error: unknown) => log.error({ err: error, collection: id }, "could not restore the collection's scalar indexes"));
    scheduleMaintenance(state, settings);
    withCheckpoints(attachGraphs(state, graphSettings));
    loadGraphs(state, directory, graphSettings).catch((error: unknown) => log.error({ err: error, collection: id }, "could not load the collection's vectors into its search graph"));
    return state;
  }

  /** Runs a write, then lets background maintenance look at the collection. */
  async function write(id: string, task: (state: CollectionState) => Promise<void>): Promise<void> {
    const state = await collection(id);
    await task(state);
    scheduleMaintenance(state, settings);
  }

  /** Rows fed into each open collection's graphs since they were last saved. */
  const rowsSinceSave = new WeakMap<CollectionState, number>();

  /**
   * After large batches of changes, once the graph has caught up: a checkpoint, so that a restart loads
   * the graph instead of rebuilding it. A graph that fails is logged.
   */
  function withCheckpoints(state: CollectionState): CollectionState {
    for (const field of state.vectors) watchGraph(state, field);
    return state;
  }

  function watchGraph(state: CollectionState, { graph, name }: VectorField): void {
    if (!graph) return;
    graph.onFailure = (error) => log.error({ err: error, collection: state.id, vector: name }, "the search graph failed; searches take LanceDB's path until the collection is reopened");
    graph.onCaughtUp = (rowsFed) => {
      const rows = (rowsSinceSave.get(state) ?? 0) + rowsFed;
      rowsSinceSave.set(state, rows < CHECKPOINT_AFTER_ROWS ? rows : 0);
      if (rows < CHECKPOINT_AFTER_ROWS) return;
      // Graphs still behind are saved at a later catch-up, or at close.
      saveGraphs(state, directory).catch((error: unknown) => log.warn({ reason: String(error), collection: state.id }, "could not save the search graphs"));
    };
  }

  /** What adding and removing a vector does beside the table: the new graph watched, a removed one's checkpoints deleted. */
  const vectorColumnHooks: VectorColumnHooks = {
    attachGraph: (state, field) => watchGraph(state, attachGraph(field, graphSettings)),
    clearColumn: (state, column) => fs.rm(graphDirectory(directory, state.id, column), { recursive: true, force: true }),
  };

  async function removeGraphDirectories(id: string): Promise<void> {
    const prefix = `${id}.`;
    for (const name of await fs.readdir(directory)) {
      if (name.startsWith(prefix) && name.endsWith(".graph")) await fs.rm(path.join(directory, name), { recursive: true, force: true });
    }
  }

  async function release(state: CollectionState, { save }: { save: boolean }): Promise<void> {
    await cancelMaintenance(state);
    await state.writes.idle();
    // Saved if it catches up quickly; otherwise the last checkpoint and the rows written since serve the next start.
    if (save) {
      for (const { graph } of state.vectors) graph?.drain(DRAIN_ON_CLOSE_ROWS);
      await saveGraphs(state, directory).catch((error: unknown) => log.warn({ reason: String(error), collection: state.id }, "could not save the search graphs"));
    }
    for (const { graph } of state.vectors) graph?.close();
    state.table.close();
  }

  const engine: VectorEngine = {
    // Files of this process: nothing to wait for.
    ping: async () => undefined,

    async createCollection(spec: CollectionSpec): Promise<void> {
      if (!COLLECTION_ID.test(spec.id)) throw new AppError("bad_request", `Invalid engine collection id: ${spec.id}`);
      if (vectorColumnsOf(spec).length + sparseColumnsOf(spec).length === 0) throw new AppError("bad_request", "A collection needs at least one vector");
      if ((await db.tableNames()).includes(spec.id)) throw new AppError("conflict", `Vector collection ${spec.id} already exists`);
      const table = await db.createEmptyTable(spec.id, collectionSchema(spec));
      // Id lookups, merges and id-set filters go through these from the first row on.
      await table.createIndex(KEY, { config: lancedb.Index.btree(), train: false });
      await table.createIndex(SEQ, { config: lancedb.Index.btree(), train: false });
      if (spec.indexingThresholdKb !== undefined && spec.indexingThresholdKb !== null) await writeIndexingThreshold(table, spec.indexingThresholdKb);
      await removeGraphDirectories(spec.id);
      const opening = openCollectionState(spec.id, table, openOptions).then((state) => withCheckpoints(attachGraphs(state, graphSettings)));
      open.set(spec.id, opening);
      await opening;
    },

    setIndexingThreshold: (id: string, kilobytes: number | null) =>
      write(id, (state) =>
        state.writes.run(async () => {
          await writeIndexingThreshold(state.table, kilobytes);
          state.maintenance.indexingThresholdKb = kilobytes;
        }),
      ),

    // The graph and LanceDB's index take the engine's parameters (options.hnsw) for every collection.
    setHnsw: async (id: string) => {
      await collection(id);
    },

    async dropCollection(id: string): Promise<void> {
      const state = await collection(id).catch(() => null);
      open.delete(id);
      if (state) await release(state, { save: false });
      if ((await db.tableNames()).includes(id)) await db.dropTable(id);
      await removeGraphDirectories(id);
      slowFilters.forget(id);
    },

    upsert: (id: string, points: readonly PointRecord[], options?: UpsertOptions) => write(id, (state) => upsertPoints(state, points, options)),
    deletePoints: (id: string, selector: PointSelector) => write(id, (state) => deletePoints(state, selector)),
    updateVectors: (id: string, points: readonly { id: PointId; vector: NamedVectors }[], updateFilter?: FilterNode, scope?: FilterNode) =>
      write(id, (state) => updateVectors(state, points, updateFilter, scope)),
    deleteVectors: (id: string, selector: PointSelector, names: readonly string[]) => write(id, (state) => deleteVectors(state, selector, names)),
    setPayload: (id: string, selector: PointSelector, payload: Payload, key?: string) => write(id, (state) => setPayload(state, selector, payload, key)),
    overwritePayload: (id: string, selector: PointSelector, payload: Payload) => write(id, (state) => overwritePayload(state, selector, payload)),
    deletePayloadKeys: (id: string, selector: PointSelector, keys: readonly string[]) => write(id, (state) => deletePayloadKeys(state, selector, keys)),
    clearPayload: (id: string, selector: PointSelector) => write(id, (state) => clearPayload(state, selector)),
    addVector: (id: string, name: string, spec: NewVectorSpec) => write(id, (state) => addVector(state, name, spec, vectorColumnHooks)),
    dropVector: (id: string, name: string) => write(id, (state) => dropVector(state, name, vectorColumnHooks)),
    createFieldIndex: (id: string, key: string, type: PayloadFieldType, params?: FieldIndexParams) => write(id, (state) => createFieldIndex(state, key, type, params)),
    deleteFieldIndex: (id: string, key: string) => write(id, (state) => deleteFieldIndex(state, key)),

    async retrieve(id: string, ids: readonly PointId[], options: ReadOptions): Promise<StoredPoint[]> {
      const state = await collection(id);
      if (ids.length === 0) return [];
      const rows = await collectRows(state.table.query().where(await idsToSql(state, ids)).select(columnsFor(state, options)), { allVectors: true });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      // In the order asked, each once; done once every row found is placed (a retrieve may list millions of ids).
      const points: StoredPoint[] = [];
      for (const pointId of ids) {
        if (byKey.size === 0) break;
        const key = toPointKey(pointId);
        const row = byKey.get(key);
        if (!row) continue;
        points.push(toStoredPoint(state, row, options));
        byKey.delete(key);
      }
      return points;
    },

    async scroll(id: string, query: ScrollQuery) {
      return scrollPoints(await collection(id), query);
    },

    async readAtOneMoment(id: string) {
      return readAtOneMoment(await collection(id), () => db.openTable(id));
    },

    async count(id: string, filter?: FilterNode): Promise<number> {
      const state = await collection(id);
      const where = await filterToSql(state, filter);
      if (where === SQL_FALSE) return 0;
      return where === undefined ? state.table.countRows() : state.table.countRows(where);
    },

    async search(id: string, query: SearchQuery) {
      const state = await collection(id);
      const started = performance.now();
      const graphFrom = indexFrom(state, settings.indexThreshold);
      const found = await searchPoints(state, query, state.maintenance.isVectorIndexed, graphFrom === tuning.graphFrom ? tuning : { ...tuning, graphFrom });
      if (query.filter) slowFilters.note(id, indexedKeys(state), query.filter, performance.now() - started);
      return found;
    },

    async textSearch(id: string, query: TextSearchQuery) {
      return searchText(await collection(id), query);
    },

    async stats(id: string): Promise<CollectionStats> {
      const state = await collection(id);
      const [pointsCount, tableStats, index, isPending] = await Promise.all([
        state.table.countRows(),
        state.table.stats(),
        state.maintenance.isVectorIndexed ? state.table.indexStats(VECTOR_INDEX) : Promise.resolve(undefined),
        isMaintenancePending(state, settings),
      ]);
      // Past the threshold, searches come from the graphs: their progress is the collection's.
      const isIndexing = pointsCount >= indexFrom(state, settings.indexThreshold);
      const graphs = isIndexing ? state.vectors.flatMap(({ graph }) => (graph && graph.failure === null ? [graph] : [])) : [];
      return {
        pointsCount,
        indexedVectorsCount: graphs.length > 0 ? graphs.reduce((sum, graph) => sum + graph.indexedCount, 0) : (index?.numIndexedRows ?? 0),
        segmentsCount: tableStats.fragmentStats.numFragments,
        status: isPending || graphs.some((graph) => graph.backlogLength > 0) ? "yellow" : "green",
        // Below the threshold every search scans anyway, and cheaply.
        slowFilterKeys: isIndexing ? slowFilters.keys(id, indexedKeys(state)) : [],
        diskBytes: tableStats.totalBytes,
      };
    },

    async measure(id: string) {
      if (open.has(id)) {
        const { pointsCount, indexedVectorsCount, segmentsCount, diskBytes } = await engine.stats(id);
        return { pointsCount, indexedVectorsCount, segmentsCount, diskBytes };
      }
      if (isClosed) throw new AppError("internal", "The vector engine is closed");
      if (!COLLECTION_ID.test(id) || !(await db.tableNames()).includes(id)) throw notFound(id);
      return measureClosedTable(await db.openTable(id));
    },

    async close(): Promise<void> {
      if (isClosed) return;
      isClosed = true;
      const states = await Promise.allSettled(open.values());
      open.clear();
      for (const state of states) if (state.status === "fulfilled") await release(state.value, { save: true });
      db.close();
    },
  };
  return engine;
}

function notFound(id: string): AppError {
  return new AppError("not_found", `Vector collection ${id} does not exist`);
}

/** The formatted paths of the collection's payload indexes. */
function indexedKeys(state: CollectionState): ReadonlySet<string> {
  return new Set(state.fields.map((field) => field.key));
}
