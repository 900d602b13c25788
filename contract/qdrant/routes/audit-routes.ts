// The audit log (Qdrant 1.19): the project's own entries, for callers who may read the audit trail.
import { declareDataRoute } from "../data-route";
import { AuditLogQueryParams, AuditLogRequest, AuditLogResponse } from "../audit";

export const auditRoutes = {
  logs: declareDataRoute({
    method: "POST",
    path: "/audit/logs",
    operation: "audit.logs",
    summary: "The project's audit entries, newest first, within a time range and filters",
    access: ["audit", "read"],
    collection: "all",
    query: AuditLogQueryParams,
    body: AuditLogRequest,
    result: AuditLogResponse,
  }),
};
