// A rule's state over successive checks: a breach that must hold goes through
// pending, a breach that clears while pending goes back to ok without a word,
// a muted rule changes state silently, a changed condition starts the rule
// again from ok, and deleting a rule takes its history and notifications.
import { and, eq } from "drizzle-orm";
import type { AlertRule } from "../../../contract/alerts";
import { deliverDueAlerts } from "../../../server/alerts/delivery/deliver-due-alerts";
import { evaluateAlerts } from "../../../server/alerts/evaluation/evaluate-alerts";
import { alertDeliveries, alertTransitions, notifications } from "../../../server/db/schema";
import { openTestStore, type TestStore } from "../support/stores";
import { startAlertsServer, type AlertsServer, type Caller } from "./support/alerts-server";

jest.setTimeout(60_000);

const MINUTE = 60_000;

let store: TestStore;
let server: AlertsServer;
beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startAlertsServer(store.store);
});
afterAll(async () => {
  await server.close();
  await store.remove();
});

/** An owner whose project has had `calls` calls metered, and a rule on it. */
async function ownerWithTraffic(calls: number): Promise<{ owner: Caller; rulesPath: string }> {
  const owner = await server.createOwner();
  const { key } = await server.createApiKey(owner);
  for (let index = 0; index < calls; index += 1) expect((await server.data(key, "GET", "/collections")).status).toBe(200);
  await server.waitForMeteredCalls(owner.projectId, calls);
  return { owner, rulesPath: `/api/projects/${owner.projectId}/alerts/rules` };
}

async function createRule(owner: Caller, rulesPath: string, fields: Record<string, unknown>): Promise<AlertRule> {
  const reply = await server.api(owner, "POST", rulesPath, { name: "Traffic", metric: "request_rate", comparison: "above", threshold: 0.001, windowMinutes: 5, forMinutes: 0, ...fields });
  expect(reply.status).toBe(201);
  return reply.body.rule as AlertRule;
}

const ruleOf = async (owner: Caller, rulesPath: string, id: string): Promise<AlertRule> => (await server.api(owner, "GET", `${rulesPath}/${id}`)).body.rule;
const historyOf = async (owner: Caller, rulesPath: string, id: string) =>
  ((await server.api(owner, "GET", `${rulesPath}/${id}/history`)).body.transitions as { from: string; to: string }[]).map(({ from, to }) => `${from}→${to}`);
const bellOf = async (owner: Caller) => (await server.api(owner, "GET", "/api/notifications")).body;

it("goes through pending while the breach has not held forMinutes, then fires; measures calls per second of the window", async () => {
  const { owner, rulesPath } = await ownerWithTraffic(3);
  const rule = await createRule(owner, rulesPath, { forMinutes: 2 });
  const start = new Date();
  await evaluateAlerts(server.alerts, start);
  const pending = await ruleOf(owner, rulesPath, rule.id);
  // 3 calls over the window: the 5 minutes before, from the first one's start, to now.
  const windowStart = Math.floor((start.getTime() - 5 * MINUTE) / MINUTE) * MINUTE;
  expect(pending).toMatchObject({ state: "pending", stateSince: start.toISOString() });
  expect(pending.lastValue).toBeCloseTo(3 / ((start.getTime() - windowStart) / 1000), 10);
  expect(await bellOf(owner)).toEqual({ notifications: [], unread: 0 });

  await evaluateAlerts(server.alerts, new Date(start.getTime() + MINUTE));
  expect(await ruleOf(owner, rulesPath, rule.id)).toMatchObject({ state: "pending", stateSince: start.toISOString() });
  const firedAt = new Date(start.getTime() + 2 * MINUTE);
  await evaluateAlerts(server.alerts, firedAt);
  expect(await ruleOf(owner, rulesPath, rule.id)).toMatchObject({ state: "firing", stateSince: firedAt.toISOString() });
  expect(await historyOf(owner, rulesPath, rule.id)).toEqual(["pending→firing", "ok→pending"]);
  expect(await bellOf(owner)).toMatchObject({ unread: 1, notifications: [{ kind: "alert.firing", title: '"Traffic" is firing' }] });
});

it("goes back from pending to ok when the breach clears before it fires, telling no one", async () => {
  const { owner, rulesPath } = await ownerWithTraffic(1);
  const rule = await createRule(owner, rulesPath, { forMinutes: 5 });
  const start = new Date();
  await evaluateAlerts(server.alerts, start);
  expect((await ruleOf(owner, rulesPath, rule.id)).state).toBe("pending");
  await evaluateAlerts(server.alerts, new Date(start.getTime() + 7 * MINUTE));
  expect(await ruleOf(owner, rulesPath, rule.id)).toMatchObject({ state: "ok", lastValue: 0 });
  expect(await historyOf(owner, rulesPath, rule.id)).toEqual(["pending→ok", "ok→pending"]);
  expect(await bellOf(owner)).toEqual({ notifications: [], unread: 0 });
});

it("fires below a threshold when the calls stop", async () => {
  const { owner, rulesPath } = await ownerWithTraffic(1);
  const rule = await createRule(owner, rulesPath, { name: "Quiet", comparison: "below", threshold: 0.001 });
  const start = new Date();
  await evaluateAlerts(server.alerts, start);
  expect((await ruleOf(owner, rulesPath, rule.id)).state).toBe("ok");
  await evaluateAlerts(server.alerts, new Date(start.getTime() + 7 * MINUTE));
  expect(await ruleOf(owner, rulesPath, rule.id)).toMatchObject({ state: "firing", lastValue: 0 });
  expect((await bellOf(owner)).notifications[0].subtitle).toBe(`Request rate is 0 req/s, below 0.001 req/s — ${owner.projectName}`);
});

it("changes a muted rule's state and history but sends no notification or delivery, and lifts the mute", async () => {
  const { owner, rulesPath } = await ownerWithTraffic(1);
  const channel = await server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/channels`, { kind: "email", name: "Ops", addresses: ["muted@example.com"] });
  const rule = await createRule(owner, rulesPath, { channelIds: [channel.body.channel.id] });
  const start = new Date();
  const muted = await server.api(owner, "POST", `${rulesPath}/${rule.id}/mute`, { minutes: 60 });
  expect(muted.status).toBe(200);
  expect(Date.parse(muted.body.rule.mutedUntil) - Date.now()).toBeGreaterThan(59 * MINUTE);
  await evaluateAlerts(server.alerts, start);
  expect((await ruleOf(owner, rulesPath, rule.id)).state).toBe("firing");
  await evaluateAlerts(server.alerts, new Date(start.getTime() + 7 * MINUTE));
  expect((await ruleOf(owner, rulesPath, rule.id)).state).toBe("ok");
  expect(await historyOf(owner, rulesPath, rule.id)).toEqual(["firing→ok", "ok→firing"]);
  expect(await bellOf(owner)).toEqual({ notifications: [], unread: 0 });
  expect(await store.store.db.select().from(alertDeliveries).where(eq(alertDeliveries.channelId, channel.body.channel.id))).toEqual([]);
  expect((await server.api(owner, "POST", `${rulesPath}/${rule.id}/mute`, { minutes: 0 })).body.rule.mutedUntil).toBeNull();
});

it("starts a rule again from ok when its condition changes, and keeps its state when only its name does", async () => {
  const { owner, rulesPath } = await ownerWithTraffic(1);
  const rule = await createRule(owner, rulesPath, {});
  await evaluateAlerts(server.alerts, new Date());
  expect((await ruleOf(owner, rulesPath, rule.id)).state).toBe("firing");
  expect((await bellOf(owner)).notifications[0]).toMatchObject({ kind: "alert.firing", resolvedAt: null });
  const renamed = await server.api(owner, "PATCH", `${rulesPath}/${rule.id}`, { name: "Any traffic" });
  expect(renamed.body.rule).toMatchObject({ name: "Any traffic", state: "firing" });
  const changed = await server.api(owner, "PATCH", `${rulesPath}/${rule.id}`, { threshold: 5 });
  expect(changed.status).toBe(200);
  expect(changed.body.rule).toMatchObject({ threshold: 5, state: "ok", lastValue: null, lastCheckedAt: null });
  const history = (await server.api(owner, "GET", `${rulesPath}/${rule.id}/history`)).body.transitions;
  expect(history[0]).toMatchObject({ from: "firing", to: "ok", value: null, threshold: 5 });
  // What fired was the old condition's: the bell shows it resolved.
  expect((await bellOf(owner)).notifications[0].resolvedAt).not.toBeNull();
});

it("deletes a rule with its history and its notifications; a delivery made for it stays in its channel's log", async () => {
  const { owner, rulesPath } = await ownerWithTraffic(1);
  const channel = await server.api(owner, "POST", `/api/projects/${owner.projectId}/alerts/channels`, { kind: "email", name: "Ops", addresses: ["deleted@example.com"] });
  const rule = await createRule(owner, rulesPath, { channelIds: [channel.body.channel.id] });
  const now = new Date();
  await evaluateAlerts(server.alerts, now);
  await deliverDueAlerts(server.alerts, now);
  expect((await bellOf(owner)).unread).toBe(1);
  expect((await server.api(owner, "DELETE", `${rulesPath}/${rule.id}`)).status).toBe(204);
  expect(await server.api(owner, "GET", `${rulesPath}/${rule.id}`)).toEqual({ status: 404, body: { error: { code: "not_found", message: `No alert rule ${rule.id} in this project` } } });
  expect(await server.api(owner, "DELETE", `${rulesPath}/${rule.id}`)).toEqual({ status: 404, body: { error: { code: "not_found", message: `No alert rule ${rule.id} in this project` } } });
  expect(await store.store.db.select().from(alertTransitions).where(eq(alertTransitions.ruleId, rule.id))).toEqual([]);
  expect(await store.store.db.select().from(notifications).where(and(eq(notifications.projectId, owner.projectId)))).toEqual([]);
  const log = await server.api(owner, "GET", `/api/projects/${owner.projectId}/alerts/channels/${channel.body.channel.id}/deliveries`);
  expect(log.body.deliveries).toMatchObject([{ event: "firing", state: "delivered", ruleId: null }]);
});

it("takes a deleted channel off its rules", async () => {
  const owner = await server.createOwner();
  const channelsPath = `/api/projects/${owner.projectId}/alerts/channels`;
  const kept = await server.api(owner, "POST", channelsPath, { kind: "email", name: "Kept", addresses: ["kept@example.com"] });
  const dropped = await server.api(owner, "POST", channelsPath, { kind: "email", name: "Dropped", addresses: ["dropped@example.com"] });
  const rulesPath = `/api/projects/${owner.projectId}/alerts/rules`;
  const rule = await createRule(owner, rulesPath, { channelIds: [dropped.body.channel.id, kept.body.channel.id] });
  expect((await server.api(owner, "DELETE", `${channelsPath}/${dropped.body.channel.id}`)).status).toBe(204);
  expect((await ruleOf(owner, rulesPath, rule.id)).channelIds).toEqual([kept.body.channel.id]);
  expect((await server.api(owner, "GET", channelsPath)).body.channels.map((channel: { name: string }) => channel.name)).toEqual(["Kept"]);
});
