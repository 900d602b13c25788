// An entry as /api/audit answers it (contract/audit.ts).
import { AUDIT_ACTIONS, type AuditAction } from "../../contract/audit-actions";
import type { AuditEntryView } from "../../contract/audit";
import type { AuditEntry } from "../db/schema";

function isAuditAction(action: string): action is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, action);
}

/** Null for an action this version no longer records (an older entry): the caller leaves it out. */
export function toAuditEntryView(entry: AuditEntry): AuditEntryView | null {
  if (!isAuditAction(entry.action)) return null;
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: { kind: entry.actorKind, id: entry.actorId, label: entry.actorLabel },
    action: entry.action,
    target: entry.targetKind ? { kind: AUDIT_ACTIONS[entry.action].target, id: entry.targetId, name: entry.targetLabel } : null,
    outcome: entry.outcome,
    status: entry.status,
    projectId: entry.projectId,
    sourceAddress: entry.sourceAddress,
    requestId: entry.requestId,
    details: entry.details ?? null,
  };
}
