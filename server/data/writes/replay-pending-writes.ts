// At start, before the service listens: the writes acknowledged with
// wait=false that a crash or kill left unapplied, applied in the order they
// were accepted (pending_writes id order), each through its collection's
// queue, so that writes arriving afterwards queue behind them. Read a page at
// a time: a backlog of large upserts need not fit in memory at once. Only the
// rows this instance may take (its own, unowned ones, and those of an instance
// that stopped heartbeating: pending-writes.ts claimPendingWrites); another
// running instance's rows are left to it.
import type { DataPlane } from "../data-plane";
import { applyPendingWrite } from "./apply-pending-write";
import { PENDING_STALE_AFTER_MS } from "./pending-heartbeat";
import { claimPendingWrites } from "./pending-writes";

const PAGE_SIZE = 100;

/** Applies every pending write; resolves with how many there were. */
export async function replayPendingWrites(plane: DataPlane): Promise<number> {
  let replayed = 0;
  for (let afterId = 0; ; ) {
    const page = await claimPendingWrites(plane.db, plane.pending.owner, afterId, PAGE_SIZE, PENDING_STALE_AFTER_MS);
    if (page.length === 0) break;
    plane.pending.opened(page.length);
    const applied = page.map((pending) => {
      afterId = pending.id;
      return plane.writes.run(pending.target.engineId, () => applyPendingWrite(plane, pending).finally(() => plane.pending.closed()));
    });
    await Promise.all(applied);
    replayed += page.length;
  }
  if (replayed > 0) plane.log.info({ replayed }, `applied ${replayed} write(s) accepted with wait=false before the last stop`);
  return replayed;
}
