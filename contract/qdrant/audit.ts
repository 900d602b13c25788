// Qdrant 1.19's audit log (POST /audit/logs, src/actix/api/audit_api.rs): the
// request (a time range, a limit, key=value filters on the event's fields) and
// AuditEvent (lib/storage/src/audit.rs), after Qdrant's own names. This
// service answers it from its audit trail, for the caller's project only.
import { z } from "zod";
import { queryCount } from "./service";

export const AUDIT_LOGS_DEFAULT_LIMIT = 100;
export const AUDIT_LOGS_MAX_LIMIT = 10_000;

/** The fields an AuditEvent may be filtered on, as Qdrant's reader names them; any other key matches nothing. */
export const AUDIT_EVENT_FILTER_KEYS = ["method", "api", "auth_type", "subject", "remote", "collection", "tracing_id", "result", "error"] as const;

/** ?timeout=: seconds for cross-peer requests in a Qdrant cluster; read and of no effect here (one store holds every entry). */
export const AuditLogQueryParams = z.object({ timeout: queryCount() });

export const AuditLogRequest = z
  .object({
    /** ISO-8601 start time (inclusive). */
    time_from: z.iso.datetime({ offset: true }).nullish(),
    /** ISO-8601 end time (exclusive). */
    time_to: z.iso.datetime({ offset: true }).nullish(),
    /** Maximum number of entries to return (default: 100, max: 10000). */
    limit: z.int().min(1, "limit: value must be at least 1").max(AUDIT_LOGS_MAX_LIMIT, `limit: value must be at most ${AUDIT_LOGS_MAX_LIMIT}`).nullish(),
    /** Key-value filters applied to audit log fields, e.g. {"method": "collection.create"}. */
    filters: z.record(z.string(), z.string()).default({}),
  })
  .meta({ id: "AuditLogRequest" });
export type AuditLogRequest = z.output<typeof AuditLogRequest>;

export const AuditEvent = z
  .object({
    timestamp: z.string(),
    /** The operation's name: this service's audit action ("collection.create"). */
    method: z.string().optional(),
    /** The route: "PUT /collections/{collection_name}". */
    api: z.string().optional(),
    /** How the call was authenticated: an API key, or a console user's token (Jwt). */
    auth_type: z.enum(["Jwt", "ApiKey", "None", "Internal"]),
    /** The console user's id; none for an API key. */
    subject: z.string().optional(),
    remote: z.string().optional(),
    collection: z.string().optional(),
    tracing_id: z.string().optional(),
    /** "denied" for a refused call. */
    result: z.enum(["ok", "denied"]),
    error: z.string().optional(),
  })
  .meta({ id: "AuditEvent" });
export type AuditEvent = z.input<typeof AuditEvent>;

export const AuditLogResponse = z.object({ entries: z.array(AuditEvent) }).meta({ id: "AuditLogResponse" });
