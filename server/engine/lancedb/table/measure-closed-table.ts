// The size of a collection nobody has used since the service started, read
// from its table's manifest through a handle opened and closed for it: the
// gauges sampled every minute (server/metering/) must not load every idle
// collection's search graph into memory. Its indexed vectors are then those
// of LanceDB's vector index, which the graph is built from at open.
import type { Table } from "@lancedb/lancedb";
import type { CollectionSize } from "../../vector-engine";
import { VECTOR_INDEX } from "./table-schema";

export async function measureClosedTable(table: Table): Promise<CollectionSize> {
  try {
    const [pointsCount, stats, index] = await Promise.all([table.countRows(), table.stats(), table.indexStats(VECTOR_INDEX)]);
    return {
      pointsCount,
      indexedVectorsCount: index?.numIndexedRows ?? 0,
      segmentsCount: stats.fragmentStats.numFragments,
      diskBytes: stats.totalBytes,
    };
  } finally {
    table.close();
  }
}
