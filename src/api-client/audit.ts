// The organisation's audit trail (the Activity tab), each call built from its
// declaration (contract/audit.ts; type-only imports).
import type { AuditFilter, ListAuditResponse, auditRoutes } from "../../contract/audit";
import { callRoute, routePath } from "./call-route";
import { apiClient } from "./client";

type Routes = typeof auditRoutes;

/** What the list is asked: the filters, and which page of how many (the service's defaults when left out). */
export type AuditListParams = AuditFilter & { page?: number; perPage?: number };

// One page of entries, newest first, narrowed by the filters
export function listAuditEntries(query: AuditListParams = {}): Promise<ListAuditResponse> {
  return callRoute<Routes["list"]>("GET /api/audit", { query });
}

/**
 * The CSV as text, and a refusal's body as JSON: asked for text, axios parses
 * neither, and the refusal's message (the row cap) would be lost in the
 * generic "HTTP 400".
 */
function readRefusalBody(data: unknown, _headers: unknown, status?: number): unknown {
  if (typeof data !== "string" || status === undefined || status < 400) return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

/** The entries the filters select as CSV text, with the file name the service gives it (the export is bounded by the service). */
export async function exportAuditEntries(filter: AuditFilter): Promise<{ fileName: string; text: string }> {
  const response = await apiClient.get<string>(routePath<Routes["export"]>("/api/audit/export", undefined), {
    params: filter,
    responseType: "text",
    headers: { Accept: "text/csv" },
    transformResponse: readRefusalBody,
  });
  const disposition = String(response.headers["content-disposition"] ?? "");
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "audit.csv";
  return { fileName, text: response.data };
}
