// GET /api/billing/usage: one page of the organisation's usage in a period,
// with the number of rows and the period's totals (from metering's rollups).
import { sql } from "drizzle-orm";
import type { UsageCounts, UsageGrouping, UsageResponse, UsageRow } from "../../contract/billing";
import type { Database } from "../db/client";
import { usageRowsSql } from "./usage-breakdown-sql";
import type { UsagePeriod } from "./usage-period";

type Row = Record<string, unknown>;

function countsOf(row: Row): UsageCounts {
  return {
    calls: Number(row.calls ?? 0),
    errors: Number(row.errors ?? 0),
    pointsRead: Number(row.points_read ?? 0),
    pointsWritten: Number(row.points_written ?? 0),
    requestBytes: Number(row.request_bytes ?? 0),
  };
}

const CALLER_NAMES = { console: "Console (members)", import: "Imports", other: "Other callers (folded)" } as const;

export function toUsageRow(row: Row, groupBy: UsageGrouping): UsageRow {
  const base: UsageRow = { projectId: String(row.project_id), projectName: String(row.project_name), ...countsOf(row) };
  if (groupBy === "collection") return { ...base, collection: row.collection === null ? null : String(row.collection) };
  if (groupBy !== "apiKey") return base;
  const kind = String(row.caller_kind);
  if (kind === "apiKey") {
    const name = row.api_key_name === null ? "Deleted API key" : String(row.api_key_name);
    return { ...base, caller: { kind, apiKeyId: String(row.api_key_id), name: row.is_revoked === true ? `${name} (revoked)` : name } };
  }
  const other = kind === "console" || kind === "import" ? kind : "other";
  return { ...base, caller: { kind: other, apiKeyId: null, name: CALLER_NAMES[other] } };
}

/** How many rows the period has, and its totals. */
export async function countUsageRows(db: Database, organisationId: string, period: UsagePeriod, groupBy: UsageGrouping): Promise<{ rows: number; totals: UsageCounts }> {
  const { rows } = await db.execute<Row>(sql`
    select count(*)::int as row_count, sum(calls)::float8 as calls, sum(errors)::float8 as errors, sum(points_read)::float8 as points_read,
      sum(points_written)::float8 as points_written, sum(request_bytes)::float8 as request_bytes
    from (${usageRowsSql(organisationId, period, groupBy)}) as grouped`);
  const row = rows[0] ?? {};
  return { rows: Number(row.row_count ?? 0), totals: countsOf(row) };
}

/** `limit` rows from `offset`, in the listing's order. */
export async function readUsageRows(db: Database, organisationId: string, period: UsagePeriod, groupBy: UsageGrouping, offset: number, limit: number): Promise<UsageRow[]> {
  const { rows } = await db.execute<Row>(sql`${usageRowsSql(organisationId, period, groupBy)} limit ${limit} offset ${offset}`);
  return rows.map((row) => toUsageRow(row, groupBy));
}

export async function readUsageBreakdown(
  db: Database,
  organisationId: string,
  period: UsagePeriod,
  { groupBy, page, perPage }: { groupBy: UsageGrouping; page: number; perPage: number },
): Promise<UsageResponse> {
  const [counted, rows] = await Promise.all([countUsageRows(db, organisationId, period, groupBy), readUsageRows(db, organisationId, period, groupBy, (page - 1) * perPage, perPage)]);
  return { period: { from: period.from, to: period.to }, groupBy, rows, total: counted.rows, totals: counted.totals, params: { page, perPage } };
}
