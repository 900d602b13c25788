// A rule fired or resolved: the bell of every member of the organisation, and
// a delivery queued for each of the rule's channels. Runs in the evaluation's
// transaction, so that the change of state and what tells of it are written
// together or not at all. Muted rules are not announced (apply-check.ts).
import { eq } from "drizzle-orm";
import { apiKeys, type AlertRuleRow } from "../../db/schema";
import type { Transaction } from "../../jobs/job-store";
import { notifyMembers } from "../../notifications/notify-members";
import { findAlertChannels } from "../store/alert-channel-store";
import { alertNotification } from "./alert-notification";
import { describeAlert } from "./describe-alert";
import { queueDeliveries } from "../delivery/queue-deliveries";

export interface AlertProject {
  id: string;
  name: string;
  organisationId: string;
}

export interface Announcement {
  event: "firing" | "resolved";
  rule: AlertRuleRow;
  project: AlertProject;
  value: number | null;
  at: Date;
  publicUrl: string;
}

async function apiKeyNameOf(tx: Transaction, apiKeyId: string | null): Promise<string | null> {
  if (apiKeyId === null) return null;
  const [key] = await tx.select({ name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.id, apiKeyId));
  return key?.name ?? apiKeyId;
}

export async function announceAlert(tx: Transaction, { event, rule, project, value, at, publicUrl }: Announcement): Promise<void> {
  const text = describeAlert(rule, event, value, project.name, await apiKeyNameOf(tx, rule.apiKeyId));
  await notifyMembers(tx, { organisationId: project.organisationId, projectId: project.id, ruleId: rule.id, createdAt: at }, alertNotification(event, rule.id, text));
  const channels = await findAlertChannels(tx, project.id, rule.channelIds);
  await queueDeliveries(tx, channels, { event, rule, project: { id: project.id, name: project.name }, value, text, at, publicUrl });
}
