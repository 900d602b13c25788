// GET /api/audit: one page of the organisation's entries, newest first, and
// how many match in all.
import { count, desc } from "drizzle-orm";
import type { ListAuditQuery, ListAuditResponse } from "../../contract/audit";
import type { Database } from "../db/client";
import { auditEntries } from "../db/schema";
import { auditConditions } from "./audit-filter";
import { toAuditEntryView } from "./to-audit-entry-view";

export async function listAuditEntries(db: Database, organisationId: string, query: ListAuditQuery): Promise<ListAuditResponse> {
  const where = auditConditions(organisationId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(auditEntries).where(where),
  ]);
  return {
    entries: rows.map(toAuditEntryView).filter((entry) => entry !== null),
    total: total?.value ?? 0,
    params: { page: query.page, perPage: query.perPage },
  };
}
