// The delivery sweep (the periodic "alert-deliveries" job): every pending
// delivery whose time has come is claimed (leased, so that no other instance
// attempts it meanwhile) and attempted, a few at once. Why a periodic sweep
// rather than a job per delivery on the main runner: a delivery waits minutes
// between attempts, and the runner has no "not before"; a job holding a slot
// through its waits would hold up imports. The sweep keeps every delivery's
// state in the store, so a restart loses none: a lease that outlived its
// instance ends, and the delivery is due again.
import type { AlertContext } from "../alert-context";
import { claimDueDeliveries } from "../store/alert-delivery-store";
import { attemptDelivery } from "./attempt-delivery";
import { leaseEnd } from "./delivery-settings";

/** Deliveries claimed at a time, and attempted at once. */
const BATCH = 20;
const CONCURRENCY = 8;
/** Batches per sweep at most: a backlog is worked off over several sweeps rather than one endless run. */
const MAX_BATCHES = 10;

export interface SweepSummary {
  attempted: number;
  delivered: number;
  failed: number;
}

export async function deliverDueAlerts(context: AlertContext, now = new Date(), signal?: AbortSignal): Promise<SweepSummary> {
  const summary: SweepSummary = { attempted: 0, delivered: 0, failed: 0 };
  const leaseUntil = leaseEnd(context.delivery, now);
  for (let batch = 0; batch < MAX_BATCHES && !signal?.aborted; batch += 1) {
    const claimed = await claimDueDeliveries(context.db, now, leaseUntil, BATCH);
    if (claimed.length === 0) break;
    let next = 0;
    const attemptNext = async (): Promise<void> => {
      while (next < claimed.length) {
        const delivery = claimed[next++];
        if (!delivery) return;
        summary.attempted += 1;
        try {
          const written = await attemptDelivery(context, delivery, now);
          if (written?.state === "delivered") summary.delivered += 1;
          if (written?.state === "failed") summary.failed += 1;
        } catch (error) {
          // Left leased: it is due again when the lease ends.
          context.log.error({ err: error, deliveryId: delivery.id }, "an alert delivery could not be attempted");
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, attemptNext));
    if (claimed.length < BATCH) break;
  }
  return summary;
}
