// What the engine keeps per open collection, as named interfaces: its shape
// (CollectionShape: the table handle, its vectors, each with its column and
// search graph, and field columns, read from the table's schema), which is all
// most of the engine sees, and the rest of its state (the write queue, a
// commit counter that invalidates memoised answers about the data, and
// maintenance). open-collection.ts builds it; answers memoised per commit are
// in table/has-rows.ts, the vector index's coverage in maintenance/index-coverage.ts.
import type { Table } from "@lancedb/lancedb";
import { AppError } from "../../errors";
import type { MultiVectorStore } from "../vectors/multi-vector-store";
import type { SparseIndex } from "../vectors/sparse-index";
import type { NearestGraph } from "./graph/nearest-graph";
import type { NearestBatcher } from "./search/nearest-batcher";
import type { SerialQueue } from "./serial-queue";
import type { FieldColumn } from "./table/field-columns";
import { VECTOR, type SparseColumn, type VectorColumn } from "./table/table-schema";

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
  /** The collection's own indexing_threshold, kilobytes of a vector (null: the engine's number of points; index-threshold.ts). */
  indexingThresholdKb: number | null;
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
  /** A write landed while the task ran, perhaps after it last looked at the table: it is followed by another. */
  isRecheckDue: boolean;
  lastWriteAt: number;
  waitingSince: number;
  isClosed: boolean;
  /** Reads of an earlier version under way (search/moment-read.ts): no version is pruned meanwhile. */
  momentReads: number;
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
