// What the engine keeps per open collection: the table handle, its vectors
// (each with its column and search graph) and field columns (both read from the
// table's schema), the write queue, and a write counter that invalidates
// memoised answers about the data.
import type { Table } from "@lancedb/lancedb";
import { AppError } from "../../errors";
import { readFieldColumns, type FieldColumn } from "./table/field-columns";
import { MultiVectorStore } from "./exact/multi-vector-store";
import { NearestBatcher } from "./search/nearest-batcher";
import type { NearestGraph } from "./graph/nearest-graph";
import { collectRows } from "./table/arrow-rows";
import { SerialQueue } from "./serial-queue";
import { SparseIndex } from "./exact/sparse-index";
import { readSharded, readSparseColumns, readVectorColumns, SEQ, VECTOR, type SparseColumn, type VectorColumn } from "./table/table-schema";

/**
 * One of the collection's vectors, with the in-memory HNSW graph that serves its approximate searches (nearest-graph.ts;
 * null for Manhattan and multi-vectors), or, for a multi-vector, the store its exact MaxSim searches read (multi-vector-store.ts).
 */
export interface VectorField extends VectorColumn {
  graph: NearestGraph | null;
  multi: MultiVectorStore | null;
}

/** One of the collection's sparse vectors, with its inverted index (sparse-index.ts), filled at open (sparse-rows.ts). */
export interface SparseField extends SparseColumn {
  index: SparseIndex;
}

/**
 * A collection as its table's schema describes it: what reading rows, making points of them and writing SQL
 * for them need, and all most of the engine may see. The rest of CollectionState (the writer, the commit
 * counter and its memos, maintenance) belongs to the folders that own it.
 */
export interface CollectionShape {
  id: string;
  table: Table;
  /** The collection's vectors: one unnamed (name "", column `vector`), or the named ones. */
  vectors: VectorField[];
  sparse: SparseField[];
  /** Whether points have a shard (the table's `shard` column: Qdrant's custom sharding). */
  isSharded: boolean;
  fields: FieldColumn[];
}

export interface CollectionState extends CollectionShape {
  writes: SerialQueue;
  /** Nearest-neighbour queries to LanceDB, batched under load. */
  nearest: NearestBatcher;
  /** Bumped after every commit by this process (the only writer of its tables). */
  epoch: number;
  nextSeq: number;
  /** Answers of hasRows(where), valid while `epoch` is unchanged. */
  rowsMemo: { epoch: number; answers: Map<string, boolean> };
  maintenance: MaintenanceState;
}

export interface MaintenanceState {
  /** The background task running now, if any (see maintenance.ts). */
  running: Promise<void> | null;
  /** What that task is doing at this moment; the collection reports yellow meanwhile. */
  busy: "index" | "optimize" | null;
  isVectorIndexed: boolean;
  /**
   * The epoch at which the vector index was seen to cover every row; while the
   * epoch stays there, searches skip LanceDB's flat scan of unindexed rows.
   */
  indexCoversEpoch: number | null;
  /** Commits since the last optimize: at open, the small fragments earlier commits left (they survive a restart). */
  writesSinceOptimize: number;
  /** After a failed task, no new one starts before this time (epoch ms). */
  retryAt: number;
  /** Failed tasks in a row: the wait before the next try doubles with each. */
  failures: number;
  /** Waiting for writes to pause before starting (see maintenance.ts). */
  timer: NodeJS.Timeout | null;
  lastWriteAt: number;
  waitingSince: number;
  isClosed: boolean;
}

export interface OpenOptions {
  /** LanceDB nearest-neighbour queries running at once per collection. */
  searchSlots: number;
}

export async function openCollectionState(id: string, table: Table, { searchSlots }: OpenOptions): Promise<CollectionState> {
  const schema = await table.schema();
  const last = await collectRows(
    table
      .query()
      .select([SEQ])
      .orderBy({ columnName: SEQ, ascending: false })
      .limit(1),
  );
  return {
    id,
    table,
    vectors: readVectorColumns(id, schema).map((column) => ({ ...column, graph: null, multi: column.multivector ? new MultiVectorStore(column.distance, column.size) : null })),
    sparse: readSparseColumns(id, schema).map((column) => ({ ...column, index: new SparseIndex(column.modifier) })),
    isSharded: readSharded(id, schema),
    fields: readFieldColumns(schema),
    writes: new SerialQueue(),
    nearest: new NearestBatcher(table, searchSlots),
    epoch: 0,
    nextSeq: (last[0]?.seq ?? -1) + 1,
    rowsMemo: { epoch: 0, answers: new Map() },
    maintenance: {
      running: null,
      busy: null,
      isVectorIndexed: await hasVectorIndex(table),
      indexCoversEpoch: (await isEveryRowIndexed(table)) ? 0 : null,
      writesSinceOptimize: (await table.stats()).fragmentStats.numSmallFragments,
      retryAt: 0,
      failures: 0,
      timer: null,
      lastWriteAt: 0,
      waitingSince: 0,
      isClosed: false,
    },
  };
}

/** The vector of that name ("" is the unnamed one); a name the collection does not have is Qdrant's 400. */
export function vectorField(state: CollectionShape, name = ""): VectorField {
  const field = state.vectors.find((vector) => vector.name === name);
  if (!field) throw new AppError("bad_request", `Not existing vector name error: ${name}`);
  return field;
}

/** The sparse vector of that name, if the collection has one. */
export function sparseField(state: CollectionShape, name = ""): SparseField | undefined {
  return state.sparse.find((vector) => vector.name === name);
}

/** Whether the collection holds one unnamed vector (its points' vectors are lists, not named). */
export function hasUnnamedVector(state: CollectionShape): boolean {
  return state.vectors.length === 1 && state.vectors[0]?.column === VECTOR;
}

/** Whether LanceDB's own vector index applies: an unnamed vector that is not a multi-vector. */
export function hasLanceIndexableVector(state: CollectionShape): boolean {
  return hasUnnamedVector(state) && state.vectors[0]?.multivector !== true;
}

/** Whether points show their vectors as a list: the collection holds one unnamed vector and nothing else. */
export function showsVectorList(state: CollectionShape): boolean {
  return hasUnnamedVector(state) && state.sparse.length === 0;
}

/** Records a commit: memoised answers about the data are stale from now on. */
export function noteCommit(state: CollectionState): void {
  state.epoch += 1;
  state.maintenance.writesSinceOptimize += 1;
}

const MEMO_LIMIT = 256;

export async function hasRows(state: CollectionState, where: string): Promise<boolean> {
  const epoch = state.epoch;
  // Reset on every commit, and when many distinct questions pile up between commits.
  if (state.rowsMemo.epoch !== epoch || state.rowsMemo.answers.size >= MEMO_LIMIT) state.rowsMemo = { epoch, answers: new Map() };
  const known = state.rowsMemo.answers.get(where);
  if (known !== undefined) return known;
  const found = (await state.table.countRows(where)) > 0;
  // Only keep the answer if no commit happened meanwhile.
  if (state.epoch === epoch && state.rowsMemo.epoch === epoch) state.rowsMemo.answers.set(where, found);
  return found;
}

export const VECTOR_INDEX = `${VECTOR}_idx`;

/** Whether the vector index exists and covers every row of the table's latest version. */
export async function isEveryRowIndexed(table: Table): Promise<boolean> {
  const stats = await table.indexStats(VECTOR_INDEX);
  return stats !== undefined && stats.numUnindexedRows === 0;
}

/** After index work: notes whether the index covers every row at the current epoch. */
export async function checkIndexCoverage(state: CollectionState): Promise<void> {
  const epoch = state.epoch;
  const covers = await isEveryRowIndexed(state.table);
  // A commit meanwhile may have added rows the answer did not see.
  if (state.epoch === epoch) state.maintenance.indexCoversEpoch = covers ? epoch : null;
}

/** Whether searches may skip the flat scan of rows outside the index. */
export function isIndexComplete(state: CollectionState): boolean {
  return state.maintenance.indexCoversEpoch === state.epoch;
}

async function hasVectorIndex(table: Table): Promise<boolean> {
  return (await table.listIndices()).some((index) => index.columns.includes(VECTOR));
}
