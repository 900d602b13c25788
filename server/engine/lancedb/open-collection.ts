// Opening a collection: its state read from the table (collection-state.ts):
// the vectors, sparse vectors and field columns its schema holds, the next
// sequence number, and what maintenance needs to know of the vector index.
// A table whose unnamed vector column refuses nulls (created before every
// vector was optional) has it made nullable first.
import type { Table } from "@lancedb/lancedb";
import type { CollectionState } from "./collection-state";
import { MultiVectorStore } from "../vectors/multi-vector-store";
import { SparseIndex } from "../vectors/sparse-index";
import { hasVectorIndex, isEveryRowIndexed } from "./maintenance/index-coverage";
import { readIndexingThreshold } from "./maintenance/index-threshold";
import { NearestBatcher } from "./search/nearest-batcher";
import { SerialQueue } from "./serial-queue";
import { collectRows } from "./table/arrow-rows";
import { readFieldColumns } from "./table/field-columns";
import { isVectorRequired, readSharded, readSparseColumns, readVectorColumns, SEQ, VECTOR } from "./table/table-schema";

export interface OpenOptions {
  /** LanceDB nearest-neighbour queries running at once per collection. */
  searchSlots: number;
}

export async function openCollectionState(id: string, table: Table, { searchSlots }: OpenOptions): Promise<CollectionState> {
  let schema = await table.schema();
  if (isVectorRequired(schema)) {
    // A table created before points could lack their unnamed vector: one commit of the schema alone, values untouched.
    await table.alterColumns([{ path: VECTOR, nullable: true }]);
    schema = await table.schema();
  }
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
    vectors: readVectorColumns(id, schema).map((column) => ({ ...column, graph: null, multi: column.multivector ? new MultiVectorStore(column.distance, column.size, column.datatype) : null })),
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
      indexingThresholdKb: readIndexingThreshold(schema),
      indexCoversEpoch: (await isEveryRowIndexed(table)) ? 0 : null,
      writesSinceOptimize: (await table.stats()).fragmentStats.numSmallFragments,
      retryAt: 0,
      failures: 0,
      timer: null,
      isRecheckDue: false,
      lastWriteAt: 0,
      waitingSince: 0,
      momentReads: 0,
      isClosed: false,
    },
  };
}
