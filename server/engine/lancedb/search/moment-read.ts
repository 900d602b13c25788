// A collection read as it was at one moment while writes go on (a snapshot's
// read): a second handle on the table, checked out at the version the
// collection's own handle holds now (LanceDB keeps every version until a
// cleanup prunes it). Optimizing prunes no version while such a read is open
// (maintenance.ts), however long the read takes.
import type * as lancedb from "@lancedb/lancedb";
import type { PointsAtOneMoment } from "../../vector-engine";
import type { CollectionState } from "../collection-state";
import { scrollPoints } from "./scroll-table";

export async function readAtOneMoment(state: CollectionState, openTable: () => Promise<lancedb.Table>): Promise<PointsAtOneMoment> {
  const pinned = await openTable();
  try {
    await pinned.checkout(await state.table.version());
  } catch (error) {
    pinned.close();
    throw error;
  }
  state.maintenance.momentReads += 1;
  // The collection's shape as it is now (its vectors and field columns), over the pinned version's rows.
  const view: CollectionState = { ...state, table: pinned };
  let isClosed = false;
  return {
    count: () => pinned.countRows(),
    page: (limit, offset) => scrollPoints(view, { limit, withPayload: true, withVector: true, ...(offset !== undefined ? { offset } : {}) }),
    close() {
      if (!isClosed) {
        isClosed = true;
        state.maintenance.momentReads -= 1;
        pinned.close();
      }
      return Promise.resolve();
    },
  };
}
