// GET /api/audit/export: the filtered entries as CSV, newest first. Counted
// first, and refused (400) past AUDIT_EXPORT_MAX_ROWS with the count, so that
// nobody waits for a billion rows; then read in batches from a cursor and
// streamed as they come, never held whole in memory. The range ends when the
// export starts: entries written meanwhile are the next export's.
import { and, count, desc, eq, lt, or, sql } from "drizzle-orm";
import { AUDIT_CSV_COLUMNS, AUDIT_EXPORT_MAX_ROWS, type AuditFilter } from "../../contract/audit";
import type { Database } from "../db/client";
import { auditEntries } from "../db/schema";
import { AppError } from "../errors";
import { toCsvLine } from "./audit-csv";
import { auditConditions } from "./audit-filter";

const BATCH_ROWS = 1000;

export function tooManyRowsMessage(rows: number): string {
  return `The export would hold ${rows.toLocaleString("en")} entries, more than ${AUDIT_EXPORT_MAX_ROWS.toLocaleString("en")}: narrow the time range (from, to) or filter it further.`;
}

export async function exportAuditCsv(db: Database, organisationId: string, filter: AuditFilter, maxRows = AUDIT_EXPORT_MAX_ROWS): Promise<AsyncIterable<string>> {
  const bounded = { ...filter, to: filter.to ?? new Date().toISOString() };
  const where = auditConditions(organisationId, bounded);
  const [total] = await db.select({ value: count() }).from(auditEntries).where(where);
  const rows = total?.value ?? 0;
  if (rows > maxRows) throw new AppError("bad_request", tooManyRowsMessage(rows));
  return streamRows(db, where, rows);
}

async function* streamRows(db: Database, where: ReturnType<typeof auditConditions>, maxRows: number): AsyncGenerator<string> {
  yield `${AUDIT_CSV_COLUMNS.join(",")}\r\n`;
  // The cursor keeps the store's own time (microseconds), which a JavaScript Date would round.
  let cursor: { at: string; id: string } | undefined;
  let sent = 0;
  while (sent < maxRows) {
    const after = cursor ? or(lt(auditEntries.at, sql`${cursor.at}::timestamptz`), and(eq(auditEntries.at, sql`${cursor.at}::timestamptz`), lt(auditEntries.id, cursor.id))) : undefined;
    const batch = await db
      .select({ entry: auditEntries, cursorAt: sql<string>`${auditEntries.at}::text` })
      .from(auditEntries)
      .where(and(where, after))
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(Math.min(BATCH_ROWS, maxRows - sent));
    if (batch.length === 0) return;
    yield batch.map(({ entry }) => toCsvLine(entry)).join("");
    sent += batch.length;
    const last = batch[batch.length - 1];
    if (!last) return;
    cursor = { at: last.cursorAt, id: last.entry.id };
  }
}
