// Whether LanceDB's vector index exists and covers every row: after index
// work maintenance notes the epoch at which it did, and searches skip the flat
// scan of unindexed rows while the epoch stays there.
import type { Table } from "@lancedb/lancedb";
import type { CollectionState } from "../collection-state";
import { VECTOR, VECTOR_INDEX } from "../table/table-schema";

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

export async function hasVectorIndex(table: Table): Promise<boolean> {
  return (await table.listIndices()).some((index) => index.columns.includes(VECTOR));
}
