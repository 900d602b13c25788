// Writes one entry of the audit trail, with whatever store handle it is given
// (a transaction's, to commit with the change). The organisation is the one
// named, else the project's: an entry whose organisation (or project) is gone
// by now, deleted by the very call it records, is not written, since nobody
// remains to read it and the store would refuse it. Details quote requests:
// what jsonb cannot hold (NUL, a lone surrogate) is written storable.
import { sql } from "drizzle-orm";
import type { AuditAction, AuditOutcome, AuditTargetKind } from "../../contract/audit-actions";
import type { AuditActor } from "../api-router/audit-seam";
import type { Database } from "../db/client";
import { storableJson, storableText } from "../db/storable-text";

export interface AuditRecord {
  /** Null: the project's organisation. */
  organisationId: string | null;
  projectId: string | null;
  actor: AuditActor;
  action: AuditAction;
  target: { kind: AuditTargetKind; id: string | null; name: string | null } | null;
  outcome: AuditOutcome;
  status: number;
  sourceAddress: string | null;
  requestId: string | null;
  details?: Record<string, unknown> | null;
  at?: Date;
}

export async function recordAuditEntry(db: Database, record: AuditRecord): Promise<void> {
  const { organisationId, projectId, actor, action, target, outcome, status, sourceAddress, requestId, details, at = new Date() } = record;
  if (organisationId === null && projectId === null) return;
  const owner =
    organisationId !== null ? sql`select id as organisation_id from organisations where id = ${organisationId}` : sql`select organisation_id from projects where id = ${projectId}`;
  await db.execute(sql`
    insert into audit_entries (organisation_id, project_id, at, actor_kind, actor_id, actor_label, action, target_kind, target_id, target_label, outcome, status, source_address, request_id, details)
    select owner.organisation_id, ${projectId}::uuid, ${at.toISOString()}::timestamptz, ${actor.kind}, ${actor.id}, ${actor.label}, ${action}, ${target?.kind ?? null}, ${storableOrNull(target?.id)}, ${storableOrNull(target?.name)},
      ${outcome}, ${status}, ${sourceAddress}, ${requestId}, ${details ? storableJson(details) : null}::jsonb
    from (${owner}) as owner`);
}

const storableOrNull = (text: string | null | undefined) => (text === null || text === undefined ? null : storableText(text, Number.POSITIVE_INFINITY));
