// At start, before the service listens: the writes acknowledged with
// wait=false that a crash or kill left unapplied, applied in the order they
// were accepted (pending_writes id order), each through its collection's
// queue, so that writes arriving afterwards queue behind them. Read a page at
// a time: a backlog of large upserts need not fit in memory at once. Only the
// rows this instance may take (its own, unowned ones, and those of an instance
// that stopped heartbeating: pending-writes.ts claimPendingWrites); another
// running instance's rows are left to it.
//
// While it runs, every SWEEP_MS, an instance takes over the rows of an
// instance that stopped heartbeating (killed, or its host lost), so that a
// write it acknowledged lands within PENDING_STALE_AFTER_MS + SWEEP_MS (20 s)
// although nothing restarts it. Order: writes to one collection are applied in
// the order one instance accepted them; a write taken over lands after the
// writes other instances accepted and applied meanwhile (up to those 20 s
// later), so a client that needs its writes ordered across instances (or
// across a crash) waits for them (wait=true, the default of Qdrant's clients).
import type { DataPlane } from "../data-plane";
import { applyPendingWrite } from "./apply-pending-write";
import { PENDING_STALE_AFTER_MS } from "./pending-heartbeat";
import { claimPendingWrites } from "./pending-writes";

const PAGE_SIZE = 100;

/** Applies every pending write this instance may take at its start; resolves with how many there were. */
export async function replayPendingWrites(plane: DataPlane): Promise<number> {
  const replayed = await applyClaimed(plane, true);
  if (replayed > 0) plane.log.info({ replayed }, `applied ${replayed} write(s) accepted with wait=false before the last stop`);
  return replayed;
}

export const SWEEP_MS = 5_000;

/** Sweeps every `intervalMs` for the pending writes of instances that stopped; returns the function that stops it. */
export function sweepPendingWrites(plane: DataPlane, intervalMs = SWEEP_MS): () => Promise<void> {
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = async () => {
    try {
      const taken = await applyClaimed(plane, false);
      if (taken > 0) plane.log.warn({ taken }, `applied ${taken} write(s) accepted with wait=false by an instance that stopped`);
    } catch (error) {
      plane.log.error({ err: error }, "could not take over the pending writes of a stopped instance");
    }
  };
  const timer = setInterval(() => {
    sweeping = sweeping.then(sweep);
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await sweeping;
  };
}

async function applyClaimed(plane: DataPlane, includeOwn: boolean): Promise<number> {
  let applied = 0;
  for (let afterId = 0; ; ) {
    const page = await claimPendingWrites(plane.db, plane.pending.owner, afterId, PAGE_SIZE, PENDING_STALE_AFTER_MS, includeOwn);
    if (page.length === 0) break;
    plane.pending.opened(page.length);
    const writes = page.map((pending) => {
      afterId = pending.id;
      return plane.writes.run(pending.target.engineId, () => applyPendingWrite(plane, pending).finally(() => plane.pending.closed()));
    });
    await Promise.all(writes);
    applied += page.length;
  }
  return applied;
}
