// How the Activity tab says an entry: the actor's kind, the target's kind,
// the outcome; the actions' own words are AUDIT_ACTIONS' labels.
import { AUDIT_ACTIONS, AUDIT_ACTION_NAMES, type AuditOutcome, type AuditTargetKind } from "../../../../contract/audit-actions";
import type { AuditEntryView } from "../../../../contract/audit";

export const ACTOR_KIND_WORDS: Readonly<Record<AuditEntryView["actor"]["kind"], string>> = {
  member: "member",
  api_key: "API key",
  system: "the service",
};

export const TARGET_KIND_WORDS: Readonly<Record<AuditTargetKind, string>> = {
  account: "Account",
  project: "Project",
  apiKey: "API key",
  member: "Member",
  invitation: "Invitation",
  job: "Job",
  import: "Import",
  upload: "Upload",
  model: "Model",
  alertRule: "Alert rule",
  alertChannel: "Alert channel",
  plan: "Plan",
  invoice: "Invoice",
  billingDetails: "Billing details",
  collection: "Collection",
  alias: "Alias",
  payloadIndex: "Payload index",
  vectorName: "Named vector",
  shardKey: "Shard key",
  points: "Points",
};

export const OUTCOME_WORDS: Readonly<Record<AuditOutcome, string>> = {
  succeeded: "Succeeded",
  refused: "Refused",
  failed: "Failed",
};

/** The action filter's choices: any, then every action the trail records, in the table's order. */
export const ACTION_CHOICES = [{ value: "", label: "Any action" }, ...AUDIT_ACTION_NAMES.map((name) => ({ value: name, label: AUDIT_ACTIONS[name].label }))];

export function actionWords(action: AuditEntryView["action"]): string {
  return AUDIT_ACTIONS[action].label;
}
