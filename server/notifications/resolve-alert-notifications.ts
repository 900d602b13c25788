// A rule resolved: its earlier firing notifications read as resolved from
// then on (each member's, read or not), so the bell does not show a problem
// that is over.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { notifications } from "../db/schema";
import type { Transaction } from "../jobs/job-store";

export async function resolveAlertNotifications(db: Database | Transaction, ruleId: string, resolvedAt: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ resolvedAt })
    .where(and(eq(notifications.ruleId, ruleId), eq(notifications.kind, "alert.firing"), isNull(notifications.resolvedAt)));
}
