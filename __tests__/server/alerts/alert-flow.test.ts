// An alert from end to end over real traffic: calls through the data plane
// answered 404 are metered, the minute's evaluation (driven here at chosen
// times) fires an error-rate rule, every member's bell shows it, the e-mail
// channel's message is in the outbox and the webhook receiver gets a signed
// payload; with no more calls and the window past, the rule resolves, the
// firing notification reads as resolved and both channels hear of it.
import { alertRuleResponseSchema, alertHistoryResponseSchema, webhookPayloadSchema } from "../../../contract/alerts";
import { listNotificationsResponseSchema } from "../../../contract/notifications";
import { deliverDueAlerts } from "../../../server/alerts/delivery/deliver-due-alerts";
import { evaluateAlerts } from "../../../server/alerts/evaluation/evaluate-alerts";
import { readLatestMessage } from "../../../server/mail/outbox";
import { describeEachStore } from "../support/stores";
import { startAlertsServer, type AlertsServer, type Caller } from "./support/alerts-server";
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from "./support/webhook-receiver";

jest.setTimeout(60_000);

const MINUTE = 60_000;

describeEachStore("an alert over real traffic", (getStore) => {
  let server: AlertsServer;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    server = await startAlertsServer(getStore());
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
  });

  const bell = async (caller: Caller) => {
    const reply = await server.api(caller, "GET", "/api/notifications");
    expect(reply.status).toBe(200);
    return listNotificationsResponseSchema.parse(reply.body);
  };

  it("fires on the error rate, tells the bell, the outbox and a signed webhook, then resolves", async () => {
    const owner = await server.createOwner();
    const member = await server.addMember(owner, "developer");
    const { key } = await server.createApiKey(owner);
    const alertsPath = `/api/projects/${owner.projectId}/alerts`;
    const email = await server.api(owner, "POST", `${alertsPath}/channels`, { kind: "email", name: "On call", addresses: ["Ops@Example.com"] });
    expect(email.status).toBe(201);
    expect(email.body).toEqual({ channel: { id: expect.any(String), kind: "email", name: "On call", addresses: ["ops@example.com"], createdAt: expect.any(String) } });
    const webhook = await server.api(owner, "POST", `${alertsPath}/channels`, { kind: "webhook", name: "Pager", url: receiver.url });
    expect(webhook.status).toBe(201);
    const secret = webhook.body.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(webhook.body.channel).toEqual({ id: expect.any(String), kind: "webhook", name: "Pager", url: receiver.url, secretHint: secret.slice(-4), createdAt: expect.any(String) });
    const created = await server.api(owner, "POST", `${alertsPath}/rules`, {
      name: "Errors",
      metric: "error_rate",
      comparison: "above",
      threshold: 10,
      windowMinutes: 5,
      forMinutes: 0,
      channelIds: [email.body.channel.id, webhook.body.channel.id],
    });
    expect(created.status).toBe(201);
    const ruleId = alertRuleResponseSchema.parse(created.body).rule.id;
    expect(created.body.rule).toMatchObject({ state: "ok", lastValue: null, lastCheckedAt: null, mutedUntil: null, collection: null, apiKeyId: null });

    // Three calls answered 404 and one answered 200: an error rate of 75%.
    for (let index = 0; index < 3; index += 1) expect((await server.data(key, "POST", "/collections/missing/points/count", {})).status).toBe(404);
    expect((await server.data(key, "GET", "/collections")).status).toBe(200);
    await server.waitForMeteredCalls(owner.projectId, 4);

    const firedAt = new Date();
    expect(await evaluateAlerts(server.alerts, firedAt)).toMatchObject({ firing: 1, failed: 0 });
    const fired = (await server.api(owner, "GET", `${alertsPath}/rules/${ruleId}`)).body;
    expect(fired.rule).toMatchObject({ state: "firing", stateSince: firedAt.toISOString(), lastValue: 75, lastCheckedAt: firedAt.toISOString() });

    // The bell: one notification for each member of the organisation.
    const subtitle = `Error rate is 75%, above 10% — ${owner.projectName}`;
    for (const caller of [owner, member]) {
      expect(await bell(caller)).toEqual({
        notifications: [
          {
            id: expect.any(String),
            projectId: owner.projectId,
            kind: "alert.firing",
            title: '"Errors" is firing',
            subtitle,
            createdAt: firedAt.toISOString(),
            avatarIcon: "tabler:alert-triangle",
            avatarColor: "error",
            avatarAlt: "Alert firing",
            href: `/alerting?rule=${ruleId}`,
            read: false,
            resolvedAt: null,
          },
        ],
        unread: 1,
      });
    }

    // The channels hear of it from the delivery sweep, not from the evaluation.
    expect(receiver.received).toHaveLength(0);
    expect(await deliverDueAlerts(server.alerts, firedAt)).toEqual({ attempted: 2, delivered: 2, failed: 0 });
    const message = await readLatestMessage({ db: getStore().db, config: server.config }, "ops@example.com", "alert");
    expect(message?.subject).toBe('"Errors" is firing');
    expect(message?.text).toContain(subtitle);
    expect(message?.text).toContain(`${server.config.publicUrl}/alerting?rule=${ruleId}`);
    expect(receiver.received).toHaveLength(1);
    const [firing] = receiver.received;
    if (!firing) throw new Error("no webhook received");
    expect(firing.headers["content-type"]).toBe("application/json");
    expect(verifyWebhook(secret, firing)).toEqual({ isSigned: true, isFresh: true });
    expect(verifyWebhook("whsec_another", firing).isSigned).toBe(false);
    expect(webhookPayloadSchema.parse(JSON.parse(firing.body))).toEqual({
      id: expect.any(String),
      event: "firing",
      project: { id: owner.projectId, name: owner.projectName },
      rule: { id: ruleId, name: "Errors", metric: "error_rate", collection: null, apiKeyId: null, comparison: "above", threshold: 10, windowMinutes: 5 },
      value: 75,
      at: firedAt.toISOString(),
      url: `${server.config.publicUrl}/alerting?rule=${ruleId}`,
    });

    // Read by the owner: the member's stays unread.
    expect((await server.api(owner, "POST", "/api/notifications/read-all")).status).toBe(204);
    expect(await bell(owner)).toMatchObject({ unread: 0, notifications: [{ read: true }] });
    expect((await bell(member)).unread).toBe(1);

    // No more calls: once the window has passed the 404s, the error rate has no calls to measure and the rule resolves.
    const resolvedAt = new Date(firedAt.getTime() + 7 * MINUTE);
    expect(await evaluateAlerts(server.alerts, resolvedAt)).toMatchObject({ resolved: 1, failed: 0 });
    const resolved = (await server.api(owner, "GET", `${alertsPath}/rules/${ruleId}`)).body;
    expect(resolved.rule).toMatchObject({ state: "ok", stateSince: resolvedAt.toISOString(), lastValue: null });
    const history = alertHistoryResponseSchema.parse((await server.api(owner, "GET", `${alertsPath}/rules/${ruleId}/history`)).body);
    expect(history.transitions.map(({ from, to, value, threshold, at }) => ({ from, to, value, threshold, at }))).toEqual([
      { from: "firing", to: "ok", value: null, threshold: 10, at: resolvedAt.toISOString() },
      { from: "ok", to: "firing", value: 75, threshold: 10, at: firedAt.toISOString() },
    ]);
    const after = await bell(member);
    expect(after.unread).toBe(2);
    expect(after.notifications).toMatchObject([
      {
        kind: "alert.resolved",
        title: '"Errors" is resolved',
        subtitle: `Error rate: no calls to measure, no longer above 10% — ${owner.projectName}`,
        avatarIcon: "tabler:circle-check",
        avatarColor: "success",
        avatarAlt: "Alert resolved",
        resolvedAt: null,
      },
      { kind: "alert.firing", resolvedAt: resolvedAt.toISOString() },
    ]);
    expect(await deliverDueAlerts(server.alerts, resolvedAt)).toEqual({ attempted: 2, delivered: 2, failed: 0 });
    const resolvedHook = receiver.received[1];
    if (!resolvedHook) throw new Error("no second webhook received");
    expect(verifyWebhook(secret, resolvedHook).isSigned).toBe(true);
    expect(JSON.parse(resolvedHook.body)).toMatchObject({ event: "resolved", value: null, at: resolvedAt.toISOString() });
    expect((await readLatestMessage({ db: getStore().db, config: server.config }, "ops@example.com", "alert"))?.subject).toBe('"Errors" is resolved');

    // Each channel's log: both deliveries, newest first.
    const log = await server.api(owner, "GET", `${alertsPath}/channels/${webhook.body.channel.id}/deliveries`);
    expect(log.body.deliveries).toMatchObject([
      { event: "resolved", state: "delivered", attempts: 1, lastStatus: 200, lastError: null, nextAttemptAt: null, ruleId },
      { event: "firing", state: "delivered", attempts: 1, lastStatus: 200, lastError: null, nextAttemptAt: null, ruleId },
    ]);
  });
});
