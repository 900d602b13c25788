// The organisation's API calls this (UTC) month, in percent of its plan's
// monthly allowance (its tier's, server/billing/): the same count the Overview shows (metering/read-usage.ts
// countCalls over every project of the organisation).
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema";
import { readTier } from "../../billing/billing-account";
import { countCalls } from "../../metering/read-usage";

export async function measureAllowanceShare(db: Database, organisationId: string, now: Date): Promise<number> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const rows = await db.select({ id: projects.id }).from(projects).where(eq(projects.organisationId, organisationId));
  const calls = await countCalls(
    db,
    rows.map((row) => row.id),
    monthStart,
    now,
  );
  const tier = await readTier(db, organisationId, now);
  // A tier without calls (none on the list today) is wholly used by its first call.
  return tier.apiCalls === 0 ? (calls > 0 ? 100 : 0) : (calls / tier.apiCalls) * 100;
}
