// /api/audit: the organisation's audit trail (the console's Activity tab), for
// owners and admins: who changed what, when, from where, and whether it was
// done, refused or failed. Listed newest first with filters and pages, and
// exported as CSV within a bound (AUDIT_EXPORT_MAX_ROWS), streamed. The data
// plane serves the same entries for one project as Qdrant's POST /audit/logs
// (contract/qdrant/audit.ts).
import { z } from "zod";
import { AUDIT_PER_PAGE_DEFAULT, AUDIT_PER_PAGE_MAX } from "./list-sizes";

export { AUDIT_PER_PAGE_DEFAULT, AUDIT_PER_PAGE_MAX };
import { AUDIT_ACTION_NAMES, AUDIT_OUTCOMES, AUDIT_TARGET_KINDS } from "./audit-actions";
import { declareRoute } from "./route";
import { withoutNul } from "./text";

export const AUDIT_ACTOR_KINDS = ["member", "api_key", "system"] as const;

/** The most rows one CSV export holds: a wider range is refused with a 400 asking for a narrower one. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;
export const AUDIT_SEARCH_MAX_LENGTH = 200;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.iso.datetime({ offset: true }),
    /** A member (their sub and e-mail), an API key (its id and name), or the service itself. */
    actor: z.object({ kind: z.enum(AUDIT_ACTOR_KINDS), id: z.string(), label: z.string().nullable() }),
    action: z.enum(AUDIT_ACTION_NAMES),
    /** What the action named, as it was then: it may be gone since. Null when the call was refused before naming one. */
    target: z.object({ kind: z.enum(AUDIT_TARGET_KINDS), id: z.string().nullable(), name: z.string().nullable() }).nullable(),
    outcome: z.enum(AUDIT_OUTCOMES),
    /** The HTTP status answered. */
    status: z.number().int().nullable(),
    projectId: z.string().nullable(),
    sourceAddress: z.string().nullable(),
    requestId: z.string().nullable(),
    /** What the entry records beside its target: a member's role and projects before and after a change, an invitee's role, a new project's region, a data-plane call's route and collection. */
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

const search = (name: string) => withoutNul(z.string().trim().max(AUDIT_SEARCH_MAX_LENGTH, `${name} must be at most ${AUDIT_SEARCH_MAX_LENGTH} characters`), name);
const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).min(min, `${name} must be ${min} or more`).max(max, `${name} must be at most ${max}`);
const instant = (name: string) => z.iso.datetime({ offset: true, error: `${name} must be a date and time such as 2026-01-31T12:00:00Z` });

/** The filters both the list and the export read: each narrows, none is required. */
const auditFilterShape = {
  /** Any part of the actor's e-mail, key name or id, in any case. */
  actor: search("actor").optional(),
  action: z.enum(AUDIT_ACTION_NAMES, { error: "action must be one of the actions the audit trail records" }).optional(),
  /** Any part of the target's name or id, in any case. */
  target: search("target").optional(),
  outcome: z.enum(AUDIT_OUTCOMES, { error: `outcome must be one of ${AUDIT_OUTCOMES.join(", ")}` }).optional(),
  /** From this time (inclusive) to `to` (exclusive). */
  from: instant("from").optional(),
  to: instant("to").optional(),
};

function fromBeforeTo(query: { from?: string; to?: string }, context: z.RefinementCtx): void {
  if (query.from !== undefined && query.to !== undefined && Date.parse(query.from) >= Date.parse(query.to)) {
    context.addIssue({ code: "custom", path: ["from"], message: "from must be before to" });
  }
}

export const auditFilterSchema = z.strictObject(auditFilterShape).superRefine(fromBeforeTo);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const listAuditQuerySchema = z
  .strictObject({ ...auditFilterShape, page: wholeNumber("page", 1, 1_000_000).default(1), perPage: wholeNumber("perPage", 1, AUDIT_PER_PAGE_MAX).default(AUDIT_PER_PAGE_DEFAULT) })
  .superRefine(fromBeforeTo);
export type ListAuditQuery = z.infer<typeof listAuditQuerySchema>;

export const listAuditResponseSchema = z.object({
  /** This page, newest first. */
  entries: z.array(auditEntrySchema),
  /** All that match the filters, on every page. */
  total: z.number().int().nonnegative(),
  params: z.object({ page: z.number().int(), perPage: z.number().int() }),
});
export type ListAuditResponse = z.infer<typeof listAuditResponseSchema>;

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = ["time", "actor_kind", "actor_id", "actor", "action", "target_kind", "target_id", "target", "outcome", "status", "project_id", "source_address", "request_id", "details"] as const;

export const auditRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/audit",
    summary: "The organisation's audit trail, newest first, filtered and paged",
    description: "Every change in the control plane and every administrative data-plane call, refused and failed ones included, with who, when, from where and what.",
    access: ["audit", "read"],
    query: listAuditQuerySchema,
    replies: { 200: listAuditResponseSchema },
  }),
  export: declareRoute({
    method: "GET",
    path: "/api/audit/export",
    summary: "The audit trail as CSV, with the list's filters",
    description: `Newest first, streamed. At most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString("en")} rows: a wider export is refused (400) with the count, so narrow the time range.`,
    access: ["audit", "read"],
    query: auditFilterSchema,
    replies: { 200: z.string().meta({ description: `CSV with a header row: ${AUDIT_CSV_COLUMNS.join(", ")}` }) },
    replyMediaType: "text/csv; charset=utf-8",
    replyHeaders: z.object({ "content-disposition": z.string().meta({ description: 'attachment; filename="audit-<date>.csv"' }) }),
    replyStream: true,
  }),
};
