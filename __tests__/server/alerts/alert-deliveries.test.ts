// Deliveries through webhooks and e-mail: retried with backoff (waits of a
// second or so here, the sweep driven at later times) until a 2xx, failed
// after the last attempt, never following a redirect, timed out, and kept in
// the store so that a restart, or an instance stopped mid-attempt, loses none.
// Webhook secrets: shown once, sealed at rest, rotated.
import { eq } from "drizzle-orm";
import { alertDeliverySchema } from "../../../contract/alerts";
import { createAlertContext } from "../../../server/alerts/alert-context";
import { claimDueDeliveries } from "../../../server/alerts/store/alert-delivery-store";
import { deliverDueAlerts } from "../../../server/alerts/delivery/deliver-due-alerts";
import { leaseEnd } from "../../../server/alerts/delivery/delivery-settings";
import { evaluateAlerts } from "../../../server/alerts/evaluation/evaluate-alerts";
import { alertChannels } from "../../../server/db/schema";
import { readLatestMessage } from "../../../server/mail/outbox";
import { freePort } from "../support/free-port";
import { openTestStore, type TestStore } from "../support/stores";
import { startAlertsServer, type AlertsServer, type Caller } from "./support/alerts-server";
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from "./support/webhook-receiver";

jest.setTimeout(60_000);

const MINUTE = 60_000;
const delivery = { retryDelaysMs: [1_000, 2_000, 4_000], timeoutMs: 500 };

let store: TestStore;
let server: AlertsServer;
const receivers: WebhookReceiver[] = [];
beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startAlertsServer(store.store, { delivery });
});
afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await server.close();
  await store.remove();
});

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

async function webhookChannel(owner: Caller, url: string): Promise<{ id: string; secret: string; path: string }> {
  const reply = await server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/channels`, { kind: "webhook", name: "Hook", url });
  expect(reply.status).toBe(201);
  return { id: reply.body.channel.id, secret: reply.body.secret, path: `/api/projects/${owner.projectId}/alerts/channels/${reply.body.channel.id}` };
}

const sendTest = async (owner: Caller, channelPath: string) => {
  const reply = await server.api(owner, "POST", `${channelPath}/test`);
  expect(reply.status).toBe(200);
  return alertDeliverySchema.parse(reply.body.delivery);
};
const deliveriesOf = async (owner: Caller, channelPath: string) => (await server.api(owner, "GET", `${channelPath}/deliveries`)).body.deliveries;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

it("retries a firing alert's webhook answered 500 with backoff, and marks it delivered at the first 200", async () => {
  const owner = await server.createOwner();
  const { key } = await server.createApiKey(owner);
  const hook = await receiver();
  hook.answerWith([500, 500]);
  const channel = await webhookChannel(owner, hook.url);
  const rule = await server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/rules`, {
    name: "Traffic",
    metric: "request_rate",
    comparison: "above",
    threshold: 0.001,
    windowMinutes: 5,
    forMinutes: 0,
    channelIds: [channel.id],
  });
  expect((await server.data(key, "GET", "/collections")).status).toBe(200);
  await server.waitForMeteredCalls(owner.projectId, 1);
  const now = new Date();
  await evaluateAlerts(server.alerts, now);

  expect(await deliverDueAlerts(server.alerts, now)).toEqual({ attempted: 1, delivered: 0, failed: 0 });
  const [first] = await deliveriesOf(owner, channel.path);
  expect(first).toMatchObject({ event: "firing", ruleId: rule.body.rule.id, state: "pending", attempts: 1, lastStatus: 500, lastError: `${new URL(hook.url).host} answered HTTP 500`, deliveredAt: null });
  // The first wait (a second here) has not passed: nothing is due.
  expect(Date.parse(first.nextAttemptAt) - Date.now()).toBeGreaterThan(0);
  expect(Date.parse(first.nextAttemptAt) - Date.now()).toBeLessThanOrEqual(1_000);
  expect(await deliverDueAlerts(server.alerts, now)).toEqual({ attempted: 0, delivered: 0, failed: 0 });

  expect(await deliverDueAlerts(server.alerts, later(1))).toEqual({ attempted: 1, delivered: 0, failed: 0 });
  expect((await deliveriesOf(owner, channel.path))[0]).toMatchObject({ state: "pending", attempts: 2, lastStatus: 500 });
  expect(await deliverDueAlerts(server.alerts, later(2))).toEqual({ attempted: 1, delivered: 1, failed: 0 });
  const [delivered] = await deliveriesOf(owner, channel.path);
  expect(delivered).toMatchObject({ state: "delivered", attempts: 3, lastStatus: 200, lastError: null, nextAttemptAt: null });
  expect(delivered.deliveredAt).toEqual(expect.any(String));

  // Every attempt sent the same body (the delivery's id for the receiver to drop duplicates by), each signed afresh.
  expect(hook.received).toHaveLength(3);
  expect(new Set(hook.received.map((request) => request.body)).size).toBe(1);
  expect(JSON.parse(hook.received[0]?.body ?? "{}").id).toBe(delivered.id);
  for (const request of hook.received) expect(verifyWebhook(channel.secret, request)).toEqual({ isSigned: true, isFresh: true });
});

it("fails a delivery after its last attempt", async () => {
  const owner = await server.createOwner();
  const hook = await receiver();
  hook.answerWith([503, 503, 503, 503, 503]);
  const channel = await webhookChannel(owner, hook.url);
  const sent = await sendTest(owner, channel.path);
  expect(sent).toMatchObject({ event: "test", ruleId: null, state: "pending", attempts: 1, lastStatus: 503 });
  for (const minutes of [1, 2, 3]) await deliverDueAlerts(server.alerts, later(minutes));
  expect((await deliveriesOf(owner, channel.path))[0]).toMatchObject({ id: sent.id, state: "failed", attempts: 4, lastStatus: 503, lastError: `${new URL(hook.url).host} answered HTTP 503`, nextAttemptAt: null, deliveredAt: null });
  expect(await deliverDueAlerts(server.alerts, later(10))).toEqual({ attempted: 0, delivered: 0, failed: 0 });
  expect(hook.received).toHaveLength(4);
});

it("sends a test at once, and answers with the delivery", async () => {
  const owner = await server.createOwner();
  const hook = await receiver();
  const channel = await webhookChannel(owner, hook.url);
  const sent = await sendTest(owner, channel.path);
  expect(sent).toEqual({
    id: expect.any(String),
    channelId: channel.id,
    ruleId: null,
    event: "test",
    state: "delivered",
    attempts: 1,
    lastStatus: 200,
    lastError: null,
    nextAttemptAt: null,
    createdAt: expect.any(String),
    deliveredAt: expect.any(String),
  });
  const [request] = hook.received;
  if (!request) throw new Error("no webhook received");
  expect(verifyWebhook(channel.secret, request).isSigned).toBe(true);
  expect(JSON.parse(request.body)).toEqual({
    id: sent.id,
    event: "test",
    project: { id: owner.projectId, name: owner.projectName },
    rule: null,
    value: null,
    at: sent.createdAt,
    url: `${server.config.publicUrl}/alerting`,
  });
});

it("sends a test e-mail to each address of an e-mail channel", async () => {
  const owner = await server.createOwner();
  const reply = await server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/channels`, { kind: "email", name: "Team", addresses: ["a@example.com", "b@example.com"] });
  const sent = await sendTest(owner, `/api/projects/${owner.projectId}/alerts/channels/${reply.body.channel.id}`);
  expect(sent).toMatchObject({ state: "delivered", attempts: 1, lastStatus: null });
  for (const address of ["a@example.com", "b@example.com"]) {
    const message = await readLatestMessage({ db: store.store.db, config: server.config }, address, "alert");
    expect(message?.subject).toBe('Test notification from the channel "Team"');
    expect(message?.text).toContain(`A test sent to check the channel "Team" — ${owner.projectName}`);
  }
});

it("does not follow a redirect, gives up on a receiver that does not answer, and names one it cannot reach", async () => {
  const owner = await server.createOwner();
  const target = await receiver();
  const redirecting = await receiver();
  redirecting.answerWith([302], { location: target.url });
  const channels = [await webhookChannel(owner, redirecting.url)];
  const redirected = await sendTest(owner, channels[0]?.path ?? "");
  expect(redirected).toMatchObject({ state: "pending", lastStatus: 302, lastError: `${new URL(redirecting.url).host} answered HTTP 302, a redirect: redirects are not followed, set the URL to where it points` });
  expect(target.received).toHaveLength(0);

  const stalled = await receiver();
  stalled.stall();
  channels.push(await webhookChannel(owner, stalled.url));
  expect(await sendTest(owner, channels[1]?.path ?? "")).toMatchObject({ state: "pending", lastStatus: null, lastError: `${new URL(stalled.url).host} did not answer within 0.5 s` });

  const closedPort = await freePort();
  channels.push(await webhookChannel(owner, `http://127.0.0.1:${closedPort}/hook`));
  expect(await sendTest(owner, channels[2]?.path ?? "")).toMatchObject({ state: "pending", lastStatus: null, lastError: `127.0.0.1:${closedPort} could not connect` });
  // Their deliveries go with the channels, leaving nothing pending for the next tests' sweeps.
  for (const channel of channels) expect((await server.api(owner, "DELETE", channel.path)).status).toBe(204);
  expect(await deliverDueAlerts(server.alerts, later(60))).toEqual({ attempted: 0, delivered: 0, failed: 0 });
});

it("keeps deliveries in the store: a restarted service sends what was pending, and one claimed by a stopped instance once its lease ends", async () => {
  const owner = await server.createOwner();
  const hook = await receiver();
  hook.answerWith([500, 500]);
  const channel = await webhookChannel(owner, hook.url);
  await sendTest(owner, channel.path);
  // Another service on the same store (a restart): its own context, nothing in memory.
  const restarted = createAlertContext({ config: server.config, db: store.store.db, log: server.app.log, delivery, outbound: server.alerts.outbound });
  const due = later(1);
  // An instance claims it and stops before its attempt ends: no one else attempts it while the lease holds.
  expect(await claimDueDeliveries(store.store.db, due, leaseEnd(restarted.delivery, due), 100)).toHaveLength(1);
  expect(await deliverDueAlerts(restarted, due)).toEqual({ attempted: 0, delivered: 0, failed: 0 });
  expect(await deliverDueAlerts(restarted, new Date(leaseEnd(restarted.delivery, due).getTime() + 1))).toEqual({ attempted: 1, delivered: 0, failed: 0 });
  expect(await deliverDueAlerts(restarted, later(5))).toEqual({ attempted: 1, delivered: 1, failed: 0 });
  expect(hook.received).toHaveLength(3);
});

it("shows a webhook's secret once, keeps it sealed, shows its last four characters, and rotates it", async () => {
  const owner = await server.createOwner();
  const hook = await receiver();
  const channel = await webhookChannel(owner, hook.url);
  const listed = await server.api(owner, "GET", `/api/projects/${owner.projectId}/alerts/channels`);
  expect(listed.body.channels).toEqual([{ id: channel.id, kind: "webhook", name: "Hook", url: hook.url, secretHint: channel.secret.slice(-4), createdAt: expect.any(String) }]);
  const [row] = await store.store.db.select().from(alertChannels).where(eq(alertChannels.id, channel.id));
  expect(row?.secretSealed).toEqual(expect.any(String));
  expect(row?.secretSealed).not.toContain(channel.secret.slice(6));

  const moved = await server.api(owner, "PATCH", channel.path, { url: `${hook.url}/v2`, name: "Hook v2" });
  expect(moved.body).toEqual({ channel: { id: channel.id, kind: "webhook", name: "Hook v2", url: `${hook.url}/v2`, secretHint: channel.secret.slice(-4), createdAt: expect.any(String) } });
  const rotated = await server.api(owner, "PATCH", channel.path, { rotateSecret: true });
  expect(rotated.status).toBe(200);
  const secret = rotated.body.secret as string;
  expect(secret).toMatch(/^whsec_/);
  expect(secret).not.toBe(channel.secret);
  expect(rotated.body.channel.secretHint).toBe(secret.slice(-4));
  await sendTest(owner, channel.path);
  const request = hook.received.at(-1);
  if (!request) throw new Error("no webhook received");
  expect(verifyWebhook(secret, request).isSigned).toBe(true);
  expect(verifyWebhook(channel.secret, request).isSigned).toBe(false);
});
