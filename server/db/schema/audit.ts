// The audit trail: one entry per change in the control plane and per
// administrative data-plane call, written in the same transaction as the
// change where the change is in this store, refused calls included. Kept
// AUDIT_RETENTION_DAYS (default 400). No foreign key to projects: an entry
// outlives what it names ("who deleted this collection?").
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organisations } from "./organisations";

export const AUDIT_ACTOR_KINDS = ["member", "api_key", "system"] as const;
export const AUDIT_OUTCOMES = ["succeeded", "refused", "failed"] as const;

export const auditEntries = pgTable(
  "audit_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    /** Null for organisation-wide actions (members, plan, invoices). */
    projectId: uuid("project_id"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorKind: text("actor_kind", { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** The member's sub, the API key's id, or the job's name. */
    actorId: text("actor_id").notNull(),
    /** What the Activity page shows: the member's e-mail, the key's name. */
    actorLabel: text("actor_label"),
    /** "collection.create", "member.invite", "plan.update", … (contract/audit.ts). */
    action: text("action").notNull(),
    /** "collection", "member", "apiKey", … and its id and name, when the action names one. */
    targetKind: text("target_kind"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    outcome: text("outcome", { enum: AUDIT_OUTCOMES }).notNull(),
    /** The HTTP status answered. */
    status: integer("status"),
    sourceAddress: text("source_address"),
    requestId: text("request_id"),
    /** What else the action's page shows (a role changed from and to, a filter deleted by). */
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (table) => [
    check("audit_entries_actor_kind_check", sql`${table.actorKind} in ('member', 'api_key', 'system')`),
    check("audit_entries_outcome_check", sql`${table.outcome} in ('succeeded', 'refused', 'failed')`),
    // The Activity page and POST /audit/logs: an organisation's (or project's) newest first.
    index("audit_entries_organisation_id_at_index").on(table.organisationId, table.at),
    index("audit_entries_project_id_at_index").on(table.projectId, table.at),
    // Retention deletes by age across organisations.
    index("audit_entries_at_index").on(table.at),
  ],
);

export type AuditEntry = typeof auditEntries.$inferSelect;
