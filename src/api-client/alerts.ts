// The control plane's alert rules and notification channels of a project
// (contract/alerts.ts; type-only imports: no zod in the pages that list them).
import type {
  AlertChannel,
  AlertChannelResponse,
  AlertDelivery,
  AlertHistoryResponse,
  AlertRule,
  AlertTransition,
  CreateAlertChannelBody,
  CreateAlertRuleBody,
  ListAlertChannelsResponse,
  ListAlertDeliveriesResponse,
  ListAlertRulesResponse,
  UpdateAlertChannelBody,
  UpdateAlertRuleBody,
} from "../../contract/alerts";
import { apiClient } from "./client";

function alertsPath(projectId: string, ...rest: string[]): string {
  return [`/projects/${encodeURIComponent(projectId)}/alerts`, ...rest.map(encodeURIComponent)].join("/");
}

// GET /api/projects/{id}/alerts/rules: the rules with their states
export async function listAlertRules(projectId: string): Promise<AlertRule[]> {
  return (await apiClient.get<ListAlertRulesResponse>(alertsPath(projectId, "rules"))).data.rules;
}

// POST /api/projects/{id}/alerts/rules
export async function createAlertRule(projectId: string, body: CreateAlertRuleBody): Promise<AlertRule> {
  return (await apiClient.post<{ rule: AlertRule }>(alertsPath(projectId, "rules"), body)).data.rule;
}

// PATCH /api/projects/{id}/alerts/rules/{ruleId}: a changed condition starts the rule again from ok
export async function updateAlertRule(projectId: string, ruleId: string, body: UpdateAlertRuleBody): Promise<AlertRule> {
  return (await apiClient.patch<{ rule: AlertRule }>(alertsPath(projectId, "rules", ruleId), body)).data.rule;
}

// DELETE /api/projects/{id}/alerts/rules/{ruleId}: the rule and its history
export async function deleteAlertRule(projectId: string, ruleId: string): Promise<void> {
  await apiClient.delete(alertsPath(projectId, "rules", ruleId));
}

// POST /api/projects/{id}/alerts/rules/{ruleId}/mute: for some minutes, 0 unmutes
export async function muteAlertRule(projectId: string, ruleId: string, minutes: number): Promise<AlertRule> {
  return (await apiClient.post<{ rule: AlertRule }>(alertsPath(projectId, "rules", ruleId, "mute"), { minutes })).data.rule;
}

// GET /api/projects/{id}/alerts/rules/{ruleId}/history: its changes of state, newest first
export async function getAlertRuleHistory(projectId: string, ruleId: string): Promise<AlertTransition[]> {
  return (await apiClient.get<AlertHistoryResponse>(alertsPath(projectId, "rules", ruleId, "history"))).data.transitions;
}

// GET /api/projects/{id}/alerts/channels
export async function listAlertChannels(projectId: string): Promise<AlertChannel[]> {
  return (await apiClient.get<ListAlertChannelsResponse>(alertsPath(projectId, "channels"))).data.channels;
}

// POST /api/projects/{id}/alerts/channels: a webhook's secret is in this answer only
export async function createAlertChannel(projectId: string, body: CreateAlertChannelBody): Promise<AlertChannelResponse> {
  return (await apiClient.post<AlertChannelResponse>(alertsPath(projectId, "channels"), body)).data;
}

// PATCH /api/projects/{id}/alerts/channels/{channelId}: a new secret (rotateSecret) is in this answer only
export async function updateAlertChannel(projectId: string, channelId: string, body: UpdateAlertChannelBody): Promise<AlertChannelResponse> {
  return (await apiClient.patch<AlertChannelResponse>(alertsPath(projectId, "channels", channelId), body)).data;
}

// DELETE /api/projects/{id}/alerts/channels/{channelId}: rules stop notifying it
export async function deleteAlertChannel(projectId: string, channelId: string): Promise<void> {
  await apiClient.delete(alertsPath(projectId, "channels", channelId));
}

// POST /api/projects/{id}/alerts/channels/{channelId}/test: a test notification sent now, and how it went
export async function testAlertChannel(projectId: string, channelId: string): Promise<AlertDelivery> {
  return (await apiClient.post<{ delivery: AlertDelivery }>(alertsPath(projectId, "channels", channelId, "test"), {})).data.delivery;
}

// GET /api/projects/{id}/alerts/channels/{channelId}/deliveries: newest first
export async function listChannelDeliveries(projectId: string, channelId: string): Promise<AlertDelivery[]> {
  return (await apiClient.get<ListAlertDeliveriesResponse>(alertsPath(projectId, "channels", channelId, "deliveries"))).data.deliveries;
}
