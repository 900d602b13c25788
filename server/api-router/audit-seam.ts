// What the control plane's router needs of the audit trail (server/audit/
// implements it): a recorder per audited call. A handler hands its change to
// `within`, which runs it in a transaction and writes the entry in the same
// one, so a change is never without its entry nor an entry without its
// change; `after` is for the few changes that reach outside the store (the
// user pool, the engine) and are recorded once made. The router itself
// records a call that was refused or failed.
import type { AuditAction, AuditTarget } from "../../contract/audit-actions";
import type { Database } from "../db/client";

export interface AuditActor {
  kind: "member" | "api_key" | "system";
  /** A member's sub, an API key's id. */
  id: string;
  /** A member's e-mail, an API key's name. */
  label: string | null;
}

/** Who calls, where, and what: known before the handler runs. */
export interface AuditedCall {
  action: AuditAction;
  /** Null until there is one: an action on the organisation itself (its creation) belongs to the organisation it names. */
  organisationId: string | null;
  projectId: string | null;
  actor: AuditActor;
  sourceAddress: string;
  requestId: string;
  /** What every entry of the call says beside its target (the data plane's route and collection). */
  details?: Record<string, unknown>;
}

/** What a handler gives: the target, or how to read it from what the change returned (null: it changed nothing, an idempotent repeat, and has no entry). */
export type AuditTargetOf<T> = AuditTarget | ((result: T) => AuditTarget | null);

export interface CallRecorder {
  /** Runs the change in one transaction of the store, with its entry; `details` reads what the entry says of it (a role before and after). */
  within<T>(change: (tx: Database) => Promise<T>, target: AuditTargetOf<T>, details?: (result: T) => Record<string, unknown>): Promise<T>;
  /** Records a change made outside the store (the user pool, the engine, files), once it is made. */
  after(target: AuditTarget, details?: Record<string, unknown>): Promise<void>;
  /** Whether the call has its entry, or needs none. */
  readonly isRecorded: boolean;
  /** The router's record of a call the handler did not record: refused, failed, or (a bug) succeeded unnamed. */
  settle(status: number, target?: AuditTarget): Promise<void>;
}

export interface AuditTrail {
  /** `successStatus`: what the route answers when it succeeds (201 for a creation), the entry's status. */
  recorderFor(call: AuditedCall, successStatus: number): CallRecorder;
  /** True in tests: an audited route answering 2xx without recording is an error, not a log line. */
  readonly isStrict: boolean;
}
