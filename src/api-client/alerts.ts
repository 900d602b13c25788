// The control plane's alert rules and notification channels of a project,
// each call built from its declaration (contract/alerts.ts; type-only imports:
// no zod in the pages that list them).
import type {
  AlertChannel,
  AlertChannelResponse,
  AlertDelivery,
  AlertRule,
  AlertTransition,
  CreateAlertChannelBody,
  CreateAlertRuleBody,
  UpdateAlertChannelBody,
  UpdateAlertRuleBody,
  alertRoutes,
} from "../../contract/alerts";
import { callRoute } from "./call-route";

type Routes = typeof alertRoutes;

// The rules with their states
export async function listAlertRules(projectId: string): Promise<AlertRule[]> {
  return (await callRoute<Routes["listRules"]>("GET /api/projects/{projectId}/alerts/rules", { params: { projectId } })).rules;
}

export async function createAlertRule(projectId: string, body: CreateAlertRuleBody): Promise<AlertRule> {
  return (await callRoute<Routes["createRule"]>("POST /api/projects/{projectId}/alerts/rules", { params: { projectId }, body })).rule;
}

// A changed condition starts the rule again from ok
export async function updateAlertRule(projectId: string, ruleId: string, body: UpdateAlertRuleBody): Promise<AlertRule> {
  return (await callRoute<Routes["updateRule"]>("PATCH /api/projects/{projectId}/alerts/rules/{ruleId}", { params: { projectId, ruleId }, body })).rule;
}

// The rule and its history
export function deleteAlertRule(projectId: string, ruleId: string): Promise<void> {
  return callRoute<Routes["deleteRule"]>("DELETE /api/projects/{projectId}/alerts/rules/{ruleId}", { params: { projectId, ruleId } });
}

// For some minutes; 0 unmutes
export async function muteAlertRule(projectId: string, ruleId: string, minutes: number): Promise<AlertRule> {
  return (await callRoute<Routes["muteRule"]>("POST /api/projects/{projectId}/alerts/rules/{ruleId}/mute", { params: { projectId, ruleId }, body: { minutes } })).rule;
}

// Its changes of state, newest first
export async function getAlertRuleHistory(projectId: string, ruleId: string): Promise<AlertTransition[]> {
  return (await callRoute<Routes["ruleHistory"]>("GET /api/projects/{projectId}/alerts/rules/{ruleId}/history", { params: { projectId, ruleId } })).transitions;
}

export async function listAlertChannels(projectId: string): Promise<AlertChannel[]> {
  return (await callRoute<Routes["listChannels"]>("GET /api/projects/{projectId}/alerts/channels", { params: { projectId } })).channels;
}

// A webhook's secret is in this answer only
export function createAlertChannel(projectId: string, body: CreateAlertChannelBody): Promise<AlertChannelResponse> {
  return callRoute<Routes["createChannel"]>("POST /api/projects/{projectId}/alerts/channels", { params: { projectId }, body });
}

// A new secret (rotateSecret) is in this answer only
export function updateAlertChannel(projectId: string, channelId: string, body: UpdateAlertChannelBody): Promise<AlertChannelResponse> {
  return callRoute<Routes["updateChannel"]>("PATCH /api/projects/{projectId}/alerts/channels/{channelId}", { params: { projectId, channelId }, body });
}

// Rules stop notifying it
export function deleteAlertChannel(projectId: string, channelId: string): Promise<void> {
  return callRoute<Routes["deleteChannel"]>("DELETE /api/projects/{projectId}/alerts/channels/{channelId}", { params: { projectId, channelId } });
}

// A test notification sent now, and how it went
export async function testAlertChannel(projectId: string, channelId: string): Promise<AlertDelivery> {
  return (await callRoute<Routes["testChannel"]>("POST /api/projects/{projectId}/alerts/channels/{channelId}/test", { params: { projectId, channelId }, body: {} })).delivery;
}

// Newest first
export async function listChannelDeliveries(projectId: string, channelId: string): Promise<AlertDelivery[]> {
  return (await callRoute<Routes["channelDeliveries"]>("GET /api/projects/{projectId}/alerts/channels/{channelId}/deliveries", { params: { projectId, channelId } })).deliveries;
}
