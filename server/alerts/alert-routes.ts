// /api/projects/{projectId}/alerts: the project's alert rules with their
// state and history, and the channels they notify (e-mail, signed webhooks)
// with their deliveries (contract/alerts.ts). Rules are checked by the
// periodic alert-evaluation job (server/alerts/), not here.
import { alertRoutes } from "../../contract/alerts";
import type { AlertContext } from "./alert-context";
import { deleteAlertChannel, listAlertChannels } from "./store/alert-channel-store";
import { listChannelDeliveries } from "./store/alert-delivery-store";
import { deleteAlertRule, listAlertRules, listTransitions } from "./store/alert-rule-store";
import { sendTestDelivery } from "./send-test-delivery";
import type { ApiRouter } from "../api-router/api-router";
import { noSuchChannel, noSuchRule } from "./alert-errors";
import { changeAlertChannel } from "./change-alert-channel";
import { changeAlertRule } from "./change-alert-rule";
import { createAlertChannel } from "./create-alert-channel";
import { createAlertRule } from "./create-alert-rule";
import { muteAlertRule } from "./mute-alert-rule";
import { requireAlertChannel } from "./require-alert-channel";
import { requireAlertRule } from "./require-alert-rule";
import { toAlertChannel } from "./to-alert-channel";
import { toAlertDelivery } from "./to-alert-delivery";
import { toAlertRule } from "./to-alert-rule";
import { toAlertTransition } from "./to-alert-transition";

export function registerAlertRoutes(route: ApiRouter, context: AlertContext): void {
  const { db } = context;

  // GET /api/projects/{projectId}/alerts/rules: the rules, each with its state
  route(alertRoutes.listRules, async ({ project }) => {
    const now = new Date();
    return { status: 200, body: { rules: (await listAlertRules(db, project.id)).map((row) => toAlertRule(row, now)) } };
  });

  // POST /api/projects/{projectId}/alerts/rules: a new rule, ok until its first check
  route(alertRoutes.createRule, async ({ project, user, body, audit }) => {
    const rule = await audit.within((tx) => createAlertRule(tx, project.id, user.sub, body), (created) => ({ id: created.id, name: created.name }));
    return { status: 201, body: { rule: toAlertRule(rule) } };
  });

  // GET /api/projects/{projectId}/alerts/rules/{ruleId}: one rule
  route(alertRoutes.getRule, async ({ project, params }) => ({ status: 200, body: { rule: toAlertRule(await requireAlertRule(db, project.id, params.ruleId)) } }));

  // PATCH /api/projects/{projectId}/alerts/rules/{ruleId}: change a rule; a changed condition starts it again from ok
  route(alertRoutes.updateRule, async ({ project, params, body, audit }) => {
    const rule = await requireAlertRule(db, project.id, params.ruleId);
    return { status: 200, body: { rule: toAlertRule(await audit.within((tx) => changeAlertRule(tx, rule, body), (changed) => ({ id: changed.id, name: changed.name }))) } };
  });

  // DELETE /api/projects/{projectId}/alerts/rules/{ruleId}: the rule, its history and its notifications
  route(alertRoutes.deleteRule, async ({ project, params, audit }) => {
    const rule = await requireAlertRule(db, project.id, params.ruleId);
    await audit.within(async (tx) => {
      if (!(await deleteAlertRule(tx, project.id, rule.id))) throw noSuchRule(params.ruleId);
    }, { id: rule.id, name: rule.name });
    return { status: 204 };
  });

  // POST /api/projects/{projectId}/alerts/rules/{ruleId}/mute: no notifications for some minutes (0 unmutes)
  route(alertRoutes.muteRule, async ({ project, params, body, audit }) => {
    const rule = await requireAlertRule(db, project.id, params.ruleId);
    return { status: 200, body: { rule: toAlertRule(await audit.within((tx) => muteAlertRule(tx, rule, body.minutes), { id: rule.id, name: rule.name })) } };
  });

  // GET /api/projects/{projectId}/alerts/rules/{ruleId}/history: the last changes of state, newest first
  route(alertRoutes.ruleHistory, async ({ project, params }) => {
    const rule = await requireAlertRule(db, project.id, params.ruleId);
    return { status: 200, body: { transitions: (await listTransitions(db, rule.id)).map(toAlertTransition) } };
  });

  // GET /api/projects/{projectId}/alerts/channels: e-mail and webhook channels (no secrets)
  route(alertRoutes.listChannels, async ({ project }) => ({ status: 200, body: { channels: (await listAlertChannels(db, project.id)).map(toAlertChannel) } }));

  // POST /api/projects/{projectId}/alerts/channels: a new channel; a webhook's secret in the reply, once
  // A webhook's address is looked up first: the entry follows the change rather than holding a transaction through a DNS query.
  route(alertRoutes.createChannel, async ({ project, user, body, audit }) => {
    const { channel, secret } = await createAlertChannel(context, project.id, user.sub, body);
    await audit.after({ id: channel.id, name: channel.name });
    return { status: 201, body: { channel: toAlertChannel(channel), ...(secret === undefined ? {} : { secret }) } };
  });

  // PATCH /api/projects/{projectId}/alerts/channels/{channelId}: change a channel, or rotate a webhook's secret
  route(alertRoutes.updateChannel, async ({ project, params, body, audit }) => {
    const { channel, secret } = await changeAlertChannel(context, await requireAlertChannel(db, project.id, params.channelId), body);
    await audit.after({ id: channel.id, name: channel.name });
    return { status: 200, body: { channel: toAlertChannel(channel), ...(secret === undefined ? {} : { secret }) } };
  });

  // DELETE /api/projects/{projectId}/alerts/channels/{channelId}: the channel and its deliveries; rules stop notifying it
  route(alertRoutes.deleteChannel, async ({ project, params, audit }) => {
    const channel = await requireAlertChannel(db, project.id, params.channelId);
    await audit.within(async (tx) => {
      if (!(await deleteAlertChannel(tx, project.id, channel.id))) throw noSuchChannel(params.channelId);
    }, { id: channel.id, name: channel.name });
    return { status: 204 };
  });

  // POST /api/projects/{projectId}/alerts/channels/{channelId}/test: a test delivery, attempted now
  route(alertRoutes.testChannel, async ({ project, params }) => {
    const channel = await requireAlertChannel(db, project.id, params.channelId);
    return { status: 200, body: { delivery: toAlertDelivery(await sendTestDelivery(context, project, channel)) } };
  });

  // GET /api/projects/{projectId}/alerts/channels/{channelId}/deliveries: the channel's last deliveries, newest first
  route(alertRoutes.channelDeliveries, async ({ project, params }) => {
    const channel = await requireAlertChannel(db, project.id, params.channelId);
    return { status: 200, body: { deliveries: (await listChannelDeliveries(db, channel.id)).map(toAlertDelivery) } };
  });
}
