// How the Activity tab says an entry: the actor's kind, the target's kind,
// the outcome; the actions' own words are AUDIT_ACTIONS' labels.
import { AUDIT_ACTIONS, AUDIT_ACTION_NAMES, type AuditOutcome, type AuditTargetKind } from "../../../../contract/audit-actions";
import type { AuditEntryView } from "../../../../contract/audit";
import { memberChangeDetailsSchema, type MemberAccess } from "../../../../contract/members";
import { memberRoleSchema } from "../../../../contract/auth";
import { ROLE_LABELS } from "../members/member-states";

export const ACTOR_KIND_WORDS: Readonly<Record<AuditEntryView["actor"]["kind"], string>> = {
  member: "member",
  api_key: "API key",
  system: "the service",
};

export const TARGET_KIND_WORDS: Readonly<Record<AuditTargetKind, string>> = {
  account: "Account",
  organisation: "Organisation",
  project: "Project",
  apiKey: "API key",
  member: "Member",
  role: "Custom role",
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
  snapshot: "Snapshot",
  backup: "Backup",
  notebook: "Notebook",
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

function projectsWords(projects: MemberAccess["projects"]): string {
  if (projects === null) return "all projects";
  return projects.length === 1 ? "1 project" : `${projects.length} projects`;
}

/**
 * What an entry changed, in words, where its details say: "Role: Viewer → Developer; projects: all projects → 2 projects"
 * for a member's change, "As Viewer" for an invitation, "In eu-west" for a new project; null otherwise.
 */
export function changeWords(entry: AuditEntryView): string | null {
  if (entry.action === "member.update") {
    const change = memberChangeDetailsSchema.safeParse(entry.details);
    if (!change.success) return null;
    const { before, after } = change.data;
    const parts: string[] = [];
    // A custom role reads by its own name.
    const roleWords = (access: typeof before) => access.customRole ?? ROLE_LABELS[access.role];
    if (roleWords(before) !== roleWords(after)) parts.push(`Role: ${roleWords(before)} → ${roleWords(after)}`);
    const [was, now] = [projectsWords(before.projects), projectsWords(after.projects)];
    if (was !== now) parts.push(`projects: ${was} → ${now}`);
    else if (JSON.stringify(before.projects) !== JSON.stringify(after.projects)) parts.push(`projects: ${now}, changed`);
    return parts.length > 0 ? parts.join("; ") : "No change";
  }
  if (entry.action === "member.invite") {
    if (typeof entry.details?.customRole === "string") return `As ${entry.details.customRole}`;
    const role = memberRoleSchema.safeParse(entry.details?.role);
    return role.success ? `As ${ROLE_LABELS[role.data]}` : null;
  }
  if (entry.action === "project.create" && typeof entry.details?.region === "string") return `In ${entry.details.region}`;
  if (entry.action === "role.update") return customRoleChangeWords(entry.details);
  return null;
}

/** "Rights: 12 → 10; based on: Developer → Viewer" for a custom role's change. */
function customRoleChangeWords(details: AuditEntryView["details"]): string | null {
  const before = details?.before as { name?: unknown; baseRole?: unknown; rights?: unknown } | undefined;
  const after = details?.after as typeof before;
  if (!before || !after || !Array.isArray(before.rights) || !Array.isArray(after.rights)) return null;
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`Name: ${String(before.name)} → ${String(after.name)}`);
  const [was, now] = [memberRoleSchema.safeParse(before.baseRole), memberRoleSchema.safeParse(after.baseRole)];
  if (was.success && now.success && was.data !== now.data) parts.push(`based on: ${ROLE_LABELS[was.data]} → ${ROLE_LABELS[now.data]}`);
  const gained = after.rights.filter((right) => !(before.rights as unknown[]).includes(right));
  const lost = before.rights.filter((right) => !(after.rights as unknown[]).includes(right));
  if (gained.length > 0) parts.push(`gains ${gained.join(", ")}`);
  if (lost.length > 0) parts.push(`loses ${lost.join(", ")}`);
  return parts.length > 0 ? parts.join("; ") : "No change";
  return null;
}
