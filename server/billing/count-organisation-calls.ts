// Data-plane calls a month per organisation, from metering's rollups (every
// instance's flushed calls): what the allowance counts, for many organisations
// in one query (the call quota's reconciliation) or one.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { usageAcrossLevels } from "../metering/rollup-sql";

export async function countOrganisationCalls(db: Database, organisationIds: readonly string[], from: Date, to: Date): Promise<Map<string, number>> {
  const counts = new Map(organisationIds.map((id) => [id, 0]));
  if (organisationIds.length === 0) return counts;
  const ids = sql.param([...organisationIds]);
  const where = sql`project_id in (select id from projects where organisation_id = any(${ids}::uuid[]))`;
  const { rows } = await db.execute<{ organisation_id: string; calls: number | string }>(sql`
    select projects.organisation_id, coalesce(sum(usage.requests), 0)::float8 as calls
    from (${usageAcrossLevels("day", where, from, to)}) as usage join projects on projects.id = usage.project_id
    group by projects.organisation_id`);
  for (const row of rows) counts.set(row.organisation_id, Number(row.calls));
  return counts;
}
