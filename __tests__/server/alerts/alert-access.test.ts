// Who may do what with alerts: every member reads rules, history and
// channels; only owners and admins add, change, mute, test and delete them;
// another organisation's project does not exist. The bell is each user's
// own: another user's notification cannot be read or marked, and one who
// leaves the organisation no longer sees its alerts.
import { and, eq } from "drizzle-orm";
import { evaluateAlerts } from "../../../server/alerts/evaluation/evaluate-alerts";
import { memberships } from "../../../server/db/schema";
import { openTestStore, type TestStore } from "../support/stores";
import { startAlertsServer, type AlertsServer, type Caller } from "./support/alerts-server";

jest.setTimeout(60_000);

let store: TestStore;
let server: AlertsServer;
let owner: Caller;
let member: Caller;
let admin: Caller;
let ruleId: string;
let channelId: string;
const path = (rest: string) => `/api/projects/${owner.projectId}/alerts/${rest}`;

beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startAlertsServer(store.store);
  owner = await server.createOwner();
  member = await server.addMember(owner, "developer");
  admin = await server.addMember(owner, "admin");
  channelId = (await server.api(owner, "POST", path("channels"), { kind: "email", name: "Ops", addresses: ["ops@example.com"] })).body.channel.id;
  // No calls at all: a request rate below 1 per second fires at the first check.
  ruleId = (await server.api(owner, "POST", path("rules"), { name: "Idle", metric: "request_rate", comparison: "below", threshold: 1, windowMinutes: 5, forMinutes: 0 })).body.rule.id;
});
afterAll(async () => {
  await server.close();
  await store.remove();
});

const forbidden = (action: string) => ({ status: 403, body: { error: { code: "forbidden", message: `Your role (developer) does not allow this: ${action} alert is for owner, admin.` } } });

it("lets a plain member read rules, history, channels and deliveries, and nothing more", async () => {
  for (const rest of ["rules", `rules/${ruleId}`, `rules/${ruleId}/history`, "channels", `channels/${channelId}/deliveries`]) {
    expect((await server.api(member, "GET", path(rest))).status).toBe(200);
  }
  const rule = { name: "Mine", metric: "error_rate", comparison: "above", threshold: 5, windowMinutes: 5, forMinutes: 0 };
  expect(await server.api(member, "POST", path("rules"), rule)).toEqual(forbidden("create"));
  expect(await server.api(member, "PATCH", path(`rules/${ruleId}`), { name: "Renamed" })).toEqual(forbidden("update"));
  expect(await server.api(member, "POST", path(`rules/${ruleId}/mute`), { minutes: 10 })).toEqual(forbidden("update"));
  expect(await server.api(member, "DELETE", path(`rules/${ruleId}`))).toEqual(forbidden("delete"));
  expect(await server.api(member, "POST", path("channels"), { kind: "email", name: "Mine", addresses: ["me@example.com"] })).toEqual(forbidden("create"));
  expect(await server.api(member, "POST", path(`channels/${channelId}/test`))).toEqual(forbidden("update"));
  expect(await server.api(member, "DELETE", path(`channels/${channelId}`))).toEqual(forbidden("delete"));
  expect((await server.api(admin, "POST", path("rules"), rule)).status).toBe(201);
});

it("keeps another organisation's alerts out of reach", async () => {
  const stranger = await server.createOwner();
  const notFound = { status: 404, body: { error: { code: "not_found", message: "Project not found" } } };
  expect(await server.api(stranger, "GET", path("rules"))).toEqual(notFound);
  expect(await server.api(stranger, "GET", path(`rules/${ruleId}/history`))).toEqual(notFound);
  expect(await server.api(stranger, "POST", path("rules"), { name: "x", metric: "error_rate", comparison: "above", threshold: 5, windowMinutes: 5, forMinutes: 0 })).toEqual(notFound);
  expect(await server.api(stranger, "GET", path("channels"))).toEqual(notFound);
  // Their own project, with another project's rule id: no such rule.
  expect(await server.api(stranger, "GET", `/api/projects/${stranger.projectId}/alerts/rules/${ruleId}`)).toEqual({
    status: 404,
    body: { error: { code: "not_found", message: `No alert rule ${ruleId} in this project` } },
  });
});

it("keeps each user's bell their own", async () => {
  await evaluateAlerts(server.alerts, new Date());
  const mine = (await server.api(member, "GET", "/api/notifications")).body;
  expect(mine).toMatchObject({ unread: 1, notifications: [{ title: '"Idle" is firing', read: false }] });
  const notificationId = mine.notifications[0].id as string;
  const stranger = await server.createOwner();
  expect(await server.api(stranger, "GET", "/api/notifications")).toEqual({ status: 200, body: { notifications: [], unread: 0 } });
  expect(await server.api(stranger, "POST", `/api/notifications/${notificationId}/read`)).toEqual({ status: 404, body: { error: { code: "not_found", message: "No such notification" } } });
  expect(await server.api(owner, "POST", `/api/notifications/${notificationId}/read`)).toEqual({ status: 404, body: { error: { code: "not_found", message: "No such notification" } } });
  expect(await server.api(member, "POST", "/api/notifications/mine/read")).toEqual({
    status: 400,
    body: { error: { code: "bad_request", message: "notificationId: expected a notification id (a UUID)" } },
  });
  expect((await server.api(member, "POST", `/api/notifications/${notificationId}/read`)).status).toBe(204);
  expect((await server.api(member, "GET", "/api/notifications")).body).toMatchObject({ unread: 0, notifications: [{ id: notificationId, read: true }] });
  expect((await server.api(owner, "GET", "/api/notifications")).body.unread).toBe(1);

  // The list's limit, and its bounds.
  expect((await server.api(owner, "GET", "/api/notifications?limit=1")).body.notifications).toHaveLength(1);
  expect(await server.api(owner, "GET", "/api/notifications?limit=0")).toEqual({ status: 400, body: { error: { code: "bad_request", message: "limit: limit must be at least 1" } } });
  expect(await server.api(owner, "GET", "/api/notifications?limit=51")).toEqual({ status: 400, body: { error: { code: "bad_request", message: "limit: limit must be at most 50" } } });

  // A member who leaves no longer sees the organisation's alerts.
  await store.store.db.delete(memberships).where(and(eq(memberships.organisationId, owner.organisationId), eq(memberships.userSub, admin.sub)));
  const own = await server.createOwner();
  await store.store.db.insert(memberships).values({ organisationId: own.organisationId, userSub: admin.sub, role: "developer" });
  expect((await server.api(admin, "GET", "/api/notifications")).body).toEqual({ notifications: [], unread: 0 });
});
