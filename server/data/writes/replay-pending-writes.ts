// At start, before the service listens: the writes acknowledged with
// wait=false that a crash or kill left unapplied, applied in the order they
// were accepted (pending_writes id order), each through its collection's
// queue, so that writes arriving afterwards queue behind them. Read a page at
// a time: a backlog of large upserts need not fit in memory at once.
import type { DataPlane } from "../data-plane";
import { applyPendingWrite } from "./apply-pending-write";
import { readPendingWrites } from "./pending-writes";

const PAGE_SIZE = 100;

/** Applies every pending write; resolves with how many there were. */
export async function replayPendingWrites(plane: DataPlane): Promise<number> {
  let replayed = 0;
  for (let afterId = 0; ; ) {
    const page = await readPendingWrites(plane.db, afterId, PAGE_SIZE);
    if (page.length === 0) break;
    const applied = page.map((pending) => {
      afterId = pending.id;
      return plane.writes.run(pending.target.engineId, () => applyPendingWrite(plane, pending));
    });
    await Promise.all(applied);
    replayed += page.length;
  }
  if (replayed > 0) plane.log.info({ replayed }, `applied ${replayed} write(s) accepted with wait=false before the last stop`);
  return replayed;
}
