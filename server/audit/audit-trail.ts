// The audit trail as the control plane's router sees it (api-router/audit-seam.ts):
// a recorder for each audited call, on the metadata store.
import type { AuditTrail } from "../api-router/audit-seam";
import type { Database } from "../db/client";
import { createCallRecorder } from "./call-recorder";

export function createAuditTrail(db: Database, { isStrict = false }: { isStrict?: boolean } = {}): AuditTrail {
  return {
    isStrict,
    recorderFor: (call, successStatus) => createCallRecorder(db, call, successStatus),
  };
}
