// Every action the audit trail records, once: its name ("collection.create"),
// the kind of thing it acts on, and how the Activity page says it. A route
// names its action in its declaration (`audit: "collection.create"` in
// contract/ and contract/qdrant/routes/), and the routers of both planes
// record it (server/audit/). Kept apart from contract/audit.ts, which reads
// these and is read by route.ts in turn: no circle between the files.

/** What an entry names as its target. */
export const AUDIT_TARGET_KINDS = [
  "account",
  "organisation",
  "project",
  "apiKey",
  "member",
  "invitation",
  "role",
  "job",
  "import",
  "upload",
  "model",
  "alertRule",
  "alertChannel",
  "plan",
  "invoice",
  "billingDetails",
  "collection",
  "alias",
  "payloadIndex",
  "vectorName",
  "shardKey",
  "snapshot",
  "backup",
  "notebook",
  "points",
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

export const AUDIT_ACTIONS = {
  "account.delete": { target: "account", label: "Deleted their account" },
  "organisation.create": { target: "organisation", label: "Created the organisation" },
  "project.create": { target: "project", label: "Created a project" },
  "project.rename": { target: "project", label: "Renamed a project" },
  "project.delete": { target: "project", label: "Deleted a project" },
  "apiKey.create": { target: "apiKey", label: "Created an API key" },
  "apiKey.revoke": { target: "apiKey", label: "Revoked an API key" },
  "member.invite": { target: "invitation", label: "Invited a member" },
  "invitation.resend": { target: "invitation", label: "Resent an invitation" },
  "invitation.revoke": { target: "invitation", label: "Revoked an invitation" },
  "member.update": { target: "member", label: "Changed a member's role or projects" },
  "member.remove": { target: "member", label: "Removed a member" },
  "role.create": { target: "role", label: "Made a custom role" },
  "role.update": { target: "role", label: "Changed a custom role" },
  "role.delete": { target: "role", label: "Deleted a custom role" },
  "job.cancel": { target: "job", label: "Cancelled a job" },
  "import.create": { target: "import", label: "Started an import" },
  "upload.create": { target: "upload", label: "Uploaded a file" },
  "upload.delete": { target: "upload", label: "Deleted an upload" },
  "model.create": { target: "model", label: "Added a model" },
  "model.update": { target: "model", label: "Changed a model" },
  "model.delete": { target: "model", label: "Deleted a model" },
  "alertRule.create": { target: "alertRule", label: "Created an alert rule" },
  "alertRule.update": { target: "alertRule", label: "Changed an alert rule" },
  "alertRule.mute": { target: "alertRule", label: "Muted an alert rule" },
  "alertRule.delete": { target: "alertRule", label: "Deleted an alert rule" },
  "alertChannel.create": { target: "alertChannel", label: "Created an alert channel" },
  "alertChannel.update": { target: "alertChannel", label: "Changed an alert channel" },
  "alertChannel.delete": { target: "alertChannel", label: "Deleted an alert channel" },
  "plan.change": { target: "plan", label: "Changed the plan" },
  "billingDetails.update": { target: "billingDetails", label: "Changed the billing details" },
  "invoice.create": { target: "invoice", label: "Made a draft invoice" },
  "invoice.issue": { target: "invoice", label: "Issued an invoice" },
  "invoice.pay": { target: "invoice", label: "Marked an invoice paid" },
  "invoice.void": { target: "invoice", label: "Voided a draft invoice" },
  "collection.create": { target: "collection", label: "Created a collection" },
  "collection.update": { target: "collection", label: "Changed a collection's parameters" },
  "collection.delete": { target: "collection", label: "Deleted a collection" },
  "alias.change": { target: "alias", label: "Changed aliases" },
  "payloadIndex.create": { target: "payloadIndex", label: "Created a payload index" },
  "payloadIndex.delete": { target: "payloadIndex", label: "Deleted a payload index" },
  "vectorName.create": { target: "vectorName", label: "Added a named vector" },
  "vectorName.delete": { target: "vectorName", label: "Removed a named vector" },
  "shardKey.create": { target: "shardKey", label: "Created a shard key" },
  "shardKey.delete": { target: "shardKey", label: "Deleted a shard key" },
  "snapshot.create": { target: "snapshot", label: "Took a snapshot" },
  "snapshot.delete": { target: "snapshot", label: "Deleted a snapshot" },
  "snapshot.recover": { target: "collection", label: "Recovered a collection from a snapshot" },
  "backup.create": { target: "backup", label: "Took a backup" },
  "backup.schedule": { target: "backup", label: "Turned the backup schedule on or off" },
  "backup.delete": { target: "backup", label: "Deleted a backup" },
  "backup.restore": { target: "collection", label: "Restored a collection from a backup" },
  "notebook.create": { target: "notebook", label: "Made a notebook" },
  "notebook.delete": { target: "notebook", label: "Deleted a notebook" },
  "points.deleteByFilter": { target: "points", label: "Deleted points by filter" },
} as const satisfies Record<string, { target: AuditTargetKind; label: string }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** What an entry names: a kind from the action, the thing's id and its name as shown then (it may be gone since). */
export interface AuditTarget {
  id: string | null;
  name: string | null;
}

export const AUDIT_OUTCOMES = ["succeeded", "refused", "failed"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** 2xx succeeded; a 5xx failed; any other answer refused the call (403, 404, 400, 409, 429, ...). */
export function outcomeOfStatus(status: number): AuditOutcome {
  if (status >= 200 && status < 300) return "succeeded";
  return status >= 500 ? "failed" : "refused";
}
