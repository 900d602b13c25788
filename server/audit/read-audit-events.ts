// POST /audit/logs (Qdrant 1.19): a project's entries as Qdrant's AuditEvents,
// newest first, within [time_from, time_to) and Qdrant's key=value filters,
// each read against the entry's own columns. As in Qdrant, a filter on a key
// it does not know matches nothing.
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { AUDIT_LOGS_DEFAULT_LIMIT, AUDIT_EVENT_FILTER_KEYS, type AuditEvent, type AuditLogRequest } from "../../contract/qdrant/audit";
import type { Database } from "../db/client";
import { AUDIT_ACTOR_KINDS, auditEntries, type AuditEntry } from "../db/schema";

type FilterKey = (typeof AUDIT_EVENT_FILTER_KEYS)[number];

const AUTH_TYPES = { member: "Jwt", api_key: "ApiKey", system: "None" } as const;

function isFilterKey(key: string): key is FilterKey {
  return (AUDIT_EVENT_FILTER_KEYS as readonly string[]).includes(key);
}

/** Qdrant's `error` of an entry that was not done: its HTTP status in words. */
function errorOf(entry: Pick<AuditEntry, "outcome" | "status">): string | undefined {
  return entry.outcome === "succeeded" ? undefined : `${entry.outcome} (HTTP ${entry.status ?? "?"})`;
}

function filterCondition(key: FilterKey, value: string): SQL {
  switch (key) {
    case "method":
      return eq(auditEntries.action, value);
    case "api":
      return sql`${auditEntries.details}->>'api' = ${value}`;
    case "auth_type": {
      const kind = AUDIT_ACTOR_KINDS.find((candidate) => AUTH_TYPES[candidate] === value);
      return kind ? eq(auditEntries.actorKind, kind) : sql`false`;
    }
    case "subject":
      return and(eq(auditEntries.actorKind, "member"), eq(auditEntries.actorId, value)) ?? sql`false`;
    case "remote":
      return eq(auditEntries.sourceAddress, value);
    case "collection":
      return sql`${auditEntries.details}->>'collection' = ${value}`;
    case "tracing_id":
      return eq(auditEntries.requestId, value);
    case "result":
      return value === "denied" ? eq(auditEntries.outcome, "refused") : value === "ok" ? inArray(auditEntries.outcome, ["succeeded", "failed"]) : sql`false`;
    case "error":
      return sql`${auditEntries.outcome} <> 'succeeded' and (${auditEntries.outcome} || ' (HTTP ' || coalesce(${auditEntries.status}::text, '?') || ')') = ${value}`;
  }
}

export function toAuditEvent(entry: AuditEntry): AuditEvent {
  const details = entry.details ?? {};
  const api = typeof details.api === "string" ? details.api : undefined;
  const collection = typeof details.collection === "string" ? details.collection : undefined;
  const error = errorOf(entry);
  return {
    timestamp: entry.at.toISOString(),
    method: entry.action,
    ...(api ? { api } : {}),
    auth_type: AUTH_TYPES[entry.actorKind],
    ...(entry.actorKind === "member" ? { subject: entry.actorId } : {}),
    ...(entry.sourceAddress ? { remote: entry.sourceAddress } : {}),
    ...(collection ? { collection } : {}),
    ...(entry.requestId ? { tracing_id: entry.requestId } : {}),
    result: entry.outcome === "refused" ? "denied" : "ok",
    ...(error ? { error } : {}),
  };
}

export async function readAuditEvents(db: Database, project: { organisationId: string; projectId: string }, request: AuditLogRequest): Promise<AuditEvent[]> {
  const conditions: SQL[] = [eq(auditEntries.organisationId, project.organisationId), eq(auditEntries.projectId, project.projectId)];
  if (request.time_from) conditions.push(gte(auditEntries.at, new Date(request.time_from)));
  if (request.time_to) conditions.push(lt(auditEntries.at, new Date(request.time_to)));
  for (const [key, value] of Object.entries(request.filters)) conditions.push(isFilterKey(key) ? filterCondition(key, value) : sql`false`);
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(...conditions))
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(request.limit ?? AUDIT_LOGS_DEFAULT_LIMIT);
  return rows.map(toAuditEvent);
}
