// /api/audit: the organisation's audit trail for owners and admins, paged and
// filtered, and exported as CSV (contract/audit.ts).
import { auditRoutes } from "../../contract/audit";
import type { ApiRouter } from "../api-router/api-router";
import type { Database } from "../db/client";
import { exportAuditCsv } from "./export-audit-csv";
import { listAuditEntries } from "./list-audit-entries";

export function registerAuditRoutes(route: ApiRouter, { db }: { db: Database }): void {
  // GET /api/audit: the entries, newest first, filtered and paged
  route(auditRoutes.list, async ({ organisation, query }) => ({ status: 200, body: await listAuditEntries(db, organisation.id, query) }));

  // GET /api/audit/export: the same entries as CSV, streamed, within a bound
  route(auditRoutes.export, async ({ organisation, query }) => ({
    status: 200,
    headers: { "content-disposition": `attachment; filename="audit-${new Date().toISOString().slice(0, 10)}.csv"` },
    body: await exportAuditCsv(db, organisation.id, query),
  }));
}
