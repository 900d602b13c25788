// The recorder one audited call gets from its router (api-router/audit-seam.ts):
// the handler names the target of its change, inside the change's own
// transaction (`within`) or after a change made outside the store (`after`);
// the router settles every other answer: refused, failed, or succeeded
// without a target (a handler that forgot to name one).
import { AUDIT_ACTIONS, outcomeOfStatus, type AuditTarget } from "../../contract/audit-actions";
import type { AuditedCall, AuditTargetOf, CallRecorder } from "../api-router/audit-seam";
import type { Database } from "../db/client";
import { recordAuditEntry } from "./record-audit-entry";

export function createCallRecorder(db: Database, call: AuditedCall, successStatus: number): CallRecorder {
  let isRecorded = false;
  const kind = AUDIT_ACTIONS[call.action].target;
  // An organisation's creation is recorded in the organisation it made.
  const organisationOf = (target: AuditTarget | null) => call.organisationId ?? (kind === "organisation" ? (target?.id ?? null) : null);
  const write = (store: Database, status: number, target: AuditTarget | null, details?: Record<string, unknown>) =>
    recordAuditEntry(store, {
      ...call,
      organisationId: organisationOf(target),
      target: target ? { kind, ...target } : null,
      outcome: outcomeOfStatus(status),
      status,
      details: call.details || details ? { ...call.details, ...details } : null,
    });

  return {
    get isRecorded() {
      return isRecorded;
    },
    async within(change, target, details) {
      const result = await db.transaction(async (tx) => {
        const changed = await change(tx);
        const named = readTarget(target, changed);
        if (named !== null) await write(tx, successStatus, named, details?.(changed));
        return changed;
      });
      // Only once committed: a change rolled back has no entry, and the router records its failure.
      isRecorded = true;
      return result;
    },
    async after(target, details) {
      await write(db, successStatus, target, details);
      isRecorded = true;
    },
    async settle(status, target) {
      if (isRecorded) return;
      isRecorded = true;
      await write(db, status, target ?? null);
    },
  };
}

function readTarget<T>(target: AuditTargetOf<T>, result: T): AuditTarget | null {
  return typeof target === "function" ? target(result) : target;
}
