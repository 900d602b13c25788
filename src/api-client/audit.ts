// The organisation's audit trail (the Activity tab), each call built from its
// declaration (contract/audit.ts; type-only imports).
import type { AuditFilter, ListAuditResponse, auditRoutes } from "../../contract/audit";
import { callRoute, routePath } from "./call-route";
import { getCsv } from "./get-csv";

type Routes = typeof auditRoutes;

/** What the list is asked: the filters, and which page of how many (the service's defaults when left out). */
export type AuditListParams = AuditFilter & { page?: number; perPage?: number };

// One page of entries, newest first, narrowed by the filters
export function listAuditEntries(query: AuditListParams = {}): Promise<ListAuditResponse> {
  return callRoute<Routes["list"]>("GET /api/audit", { query });
}

/** The entries the filters select as CSV text, with the file name the service gives it (the export is bounded by the service). */
export function exportAuditEntries(filter: AuditFilter): Promise<{ fileName: string; text: string }> {
  return getCsv(routePath<Routes["export"]>("/api/audit/export", undefined), filter, "audit.csv");
}
