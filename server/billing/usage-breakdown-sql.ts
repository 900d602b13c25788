// The SQL of an organisation's usage in a period, summed per project, per
// (project, collection) or per (project, caller), most calls first: one
// statement for a page, the count and totals, and each slice of an export.
import { sql, type SQL } from "drizzle-orm";
import type { UsageGrouping } from "../../contract/billing";
import { OTHER_SERIES } from "../../contract/metrics-labels";
import { usageAcrossLevels } from "../metering/rollup-sql";
import type { UsagePeriod } from "./usage-period";

const CALLER_KIND = sql`case when usage.api_key_id is not null then 'apiKey'
  when usage.user_sub = ${OTHER_SERIES}::text then 'other'
  when usage.user_sub is not null then 'console' else 'import' end`;

const KEYS: Readonly<Record<UsageGrouping, { select: SQL; group: SQL; order: SQL }>> = {
  project: { select: sql``, group: sql``, order: sql`` },
  collection: { select: sql`, usage.collection`, group: sql`, usage.collection`, order: sql`, usage.collection nulls first` },
  apiKey: {
    select: sql`, ${CALLER_KIND} as caller_kind, usage.api_key_id, min(api_keys.name) as api_key_name, bool_or(api_keys.revoked_at is not null) as is_revoked`,
    // By the output's name: the kind's expression carries a parameter, which PostgreSQL would not match to itself.
    group: sql`, caller_kind, usage.api_key_id`,
    order: sql`, caller_kind, usage.api_key_id`,
  },
};

/** Every row of the period's usage grouped by `groupBy`, ordered so that pages and slices are stable. */
export function usageRowsSql(organisationId: string, period: UsagePeriod, groupBy: UsageGrouping): SQL {
  const where = sql`project_id in (select id from projects where organisation_id = ${organisationId}::uuid)`;
  const keys = KEYS[groupBy];
  return sql`
    select usage.project_id, min(projects.name) as project_name${keys.select},
      sum(usage.requests)::float8 as calls, sum(usage.errors_4xx + usage.errors_5xx)::float8 as errors,
      sum(usage.points_read)::float8 as points_read, sum(usage.points_written)::float8 as points_written, sum(usage.request_bytes)::float8 as request_bytes
    from (${usageAcrossLevels("day", where, period.start, period.end)}) as usage
    join projects on projects.id = usage.project_id
    ${groupBy === "apiKey" ? sql`left join api_keys on api_keys.id = usage.api_key_id` : sql``}
    group by usage.project_id${keys.group}
    order by calls desc, project_name, usage.project_id${keys.order}`;
}
