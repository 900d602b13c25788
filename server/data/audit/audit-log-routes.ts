// Qdrant's audit log: the caller's project's own entries of the audit trail
// (server/audit/), for a caller who may read it (owners and admins, through
// the console's token and X-Project-Id; no API key carries that right).
import { eq } from "drizzle-orm";
import { auditRoutes } from "../../../contract/qdrant/routes/audit-routes";
import { projects } from "../../db/schema";
import { readAuditEvents } from "../../audit/read-audit-events";
import type { DataPlane } from "../data-plane";
import type { DataRouter } from "../http/data-router";

export function registerAuditLogRoutes(route: DataRouter, plane: DataPlane): void {
  // POST /audit/logs: the project's audit entries, newest first, within a time range and filters
  route(auditRoutes.logs, async ({ principal, body }) => {
    const [project] = await plane.db.select({ organisationId: projects.organisationId }).from(projects).where(eq(projects.id, principal.projectId));
    if (!project) return { entries: [] };
    return { entries: await readAuditEvents(plane.db, { organisationId: project.organisationId, projectId: principal.projectId }, body) };
  });
}
