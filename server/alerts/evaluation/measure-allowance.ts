// The organisation's API calls this (UTC) month, in percent of its plan's
// monthly allowance: the same count the Overview shows (metering/read-usage.ts
// countCalls over every project of the organisation).
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { projects } from "../../db/schema";
import { allowanceOf } from "../../metering/plan-allowance";
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
  return (calls / allowanceOf(organisationId).monthlyApiCalls) * 100;
}
