// The alert_deliveries table's queries. A delivery is claimed for an attempt
// by moving its next_attempt_at to the end of a lease, on rows locked with
// SKIP LOCKED: instances sweeping at once take different deliveries, and one
// whose instance stopped mid-attempt is due again when its lease ends. The
// outcome is written only while the lease is still the one taken.
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { alertDeliveries, type AlertDeliveryRow } from "../../db/schema";
import type { Transaction } from "../../jobs/job-store";

export type NewAlertDelivery = typeof alertDeliveries.$inferInsert;

/** The last deliveries a channel's log shows. */
export const DELIVERIES_LIMIT = 100;

export interface DeliveryOutcome {
  state: AlertDeliveryRow["state"];
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
}

export async function insertAlertDeliveries(db: Database | Transaction, values: NewAlertDelivery[]): Promise<AlertDeliveryRow[]> {
  return values.length === 0 ? [] : db.insert(alertDeliveries).values(values).returning();
}

/** Up to `limit` pending deliveries due at `now`, each leased until `leaseUntil`. */
export async function claimDueDeliveries(db: Database, now: Date, leaseUntil: Date, limit: number): Promise<AlertDeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: alertDeliveries.id })
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.state, "pending"), lte(alertDeliveries.nextAttemptAt, now)))
      .orderBy(alertDeliveries.nextAttemptAt)
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return leaseDeliveries(
      tx,
      due.map((row) => row.id),
      leaseUntil,
    );
  });
}

async function leaseDeliveries(tx: Transaction, ids: string[], leaseUntil: Date): Promise<AlertDeliveryRow[]> {
  return tx.update(alertDeliveries).set({ nextAttemptAt: leaseUntil }).where(inArray(alertDeliveries.id, ids)).returning();
}

/** Writes an attempt's outcome if the lease taken is still the delivery's; undefined otherwise. */
export async function recordAttempt(db: Database, claimed: AlertDeliveryRow, outcome: DeliveryOutcome): Promise<AlertDeliveryRow | undefined> {
  if (claimed.nextAttemptAt === null) return undefined;
  const [row] = await db
    .update(alertDeliveries)
    .set({ ...outcome, attempts: sql`${alertDeliveries.attempts} + 1` })
    .where(and(eq(alertDeliveries.id, claimed.id), eq(alertDeliveries.state, "pending"), eq(alertDeliveries.nextAttemptAt, claimed.nextAttemptAt)))
    .returning();
  return row;
}

export async function listChannelDeliveries(db: Database, channelId: string): Promise<AlertDeliveryRow[]> {
  return db
    .select()
    .from(alertDeliveries)
    .where(eq(alertDeliveries.channelId, channelId))
    .orderBy(desc(alertDeliveries.createdAt), desc(alertDeliveries.id))
    .limit(DELIVERIES_LIMIT);
}
