// Bad input to the alert routes is refused in the /api error shape with a
// message that says what to fix: unknown metrics, windows out of range, a
// scope the metric does not take (on creation, and on a PATCH against the
// whole rule), webhook URLs that are not http(s), channels and keys of
// another project, and more rules or channels than a project may hold.
import { ALERT_CHANNELS_MAX, ALERT_RULES_MAX } from "../../../contract/alerts";
import { alertRules } from "../../../server/db/schema";
import { openTestStore, type TestStore } from "../support/stores";
import { startAlertsServer, type AlertsServer, type Caller } from "./support/alerts-server";

jest.setTimeout(60_000);

let store: TestStore;
let server: AlertsServer;
let owner: Caller;
let rulesPath: string;
let channelsPath: string;
beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startAlertsServer(store.store);
  owner = await server.createOwner();
  rulesPath = `/api/projects/${owner.projectId}/alerts/rules`;
  channelsPath = `/api/projects/${owner.projectId}/alerts/channels`;
});
afterAll(async () => {
  await server.close();
  await store.remove();
});

const validRule = { name: "Errors", metric: "error_rate", comparison: "above", threshold: 5, windowMinutes: 5, forMinutes: 0 };
const badRequest = (message: string) => ({ status: 400, body: { error: { code: "bad_request", message } } });
const notFound = (message: string) => ({ status: 404, body: { error: { code: "not_found", message } } });

it.each([
  [{ metric: "cpu" }, "metric: Metric must be one of request_rate, error_rate, latency_p95, latency_p99, vectors, storage, allowance_share"],
  [{ windowMinutes: -5 }, "windowMinutes: Window must be at least 1 minute"],
  [{ windowMinutes: 1441 }, "windowMinutes: Window must be at most 1440 minutes (a day)"],
  [{ forMinutes: -1 }, "forMinutes: For must not be negative (0 fires at the first breach)"],
  [{ forMinutes: 1441 }, "forMinutes: For must be at most 1440 minutes (a day)"],
  [{ threshold: -1 }, "threshold: Threshold must not be negative"],
  [{ threshold: 150 }, "threshold: Threshold is a percentage for Error rate: at most 100"],
  [{ comparison: "equal" }, "comparison: Comparison must be above or below"],
  [{ name: "" }, "name: Name must not be empty"],
  [{ metric: "vectors", apiKeyId: "00000000-0000-4000-8000-000000000000" }, "apiKeyId: An API key applies to the calls' metrics only (request rate, error rate, latency), not to Points stored"],
  [{ metric: "allowance_share", collection: "docs" }, "collection: A collection does not apply to Allowance used: the allowance counts the whole organisation"],
  [{ channelIds: ["mine"] }, "channelIds.0: expected an id (a UUID)"],
  [{ severity: "high" }, 'Unrecognized key: "severity"'],
])("refuses a rule with %p", async (fields, message) => {
  expect(await server.api(owner, "POST", rulesPath, { ...validRule, ...fields })).toEqual(badRequest(message));
});

it("checks a PATCH against the whole rule it makes", async () => {
  const { key, apiKey } = await server.createApiKey(owner);
  expect(key).toMatch(/^vdb_/);
  const created = await server.api(owner, "POST", rulesPath, { ...validRule, metric: "latency_p95", threshold: 300, apiKeyId: apiKey.id, collection: "docs" });
  expect(created.status).toBe(201);
  const rulePath = `${rulesPath}/${created.body.rule.id}`;
  expect(await server.api(owner, "PATCH", rulePath, { metric: "vectors" })).toEqual(badRequest("apiKeyId: An API key applies to the calls' metrics only (request rate, error rate, latency), not to Points stored"));
  expect(await server.api(owner, "PATCH", rulePath, { metric: "error_rate" })).toEqual(badRequest("threshold: Threshold is a percentage for Error rate: at most 100"));
  expect(await server.api(owner, "PATCH", rulePath, { windowMinutes: 0 })).toEqual(badRequest("windowMinutes: Window must be at least 1 minute"));
  const changed = await server.api(owner, "PATCH", rulePath, { metric: "vectors", apiKeyId: null, threshold: 1_000_000 });
  expect(changed.status).toBe(200);
  expect(changed.body.rule).toMatchObject({ metric: "vectors", apiKeyId: null, collection: "docs", threshold: 1_000_000 });
  expect(await server.api(owner, "PATCH", `${rulesPath}/00000000-0000-4000-8000-000000000000`, { name: "x" })).toEqual(notFound("No alert rule 00000000-0000-4000-8000-000000000000 in this project"));
  expect(await server.api(owner, "GET", `${rulesPath}/mine`)).toEqual(badRequest("ruleId: expected an id (a UUID)"));
});

it("refuses channels and API keys of another project, naming them", async () => {
  const stranger = await server.createOwner();
  const theirs = await server.api(stranger, "POST", `/api/projects/${stranger.projectId}/alerts/channels`, { kind: "email", name: "Theirs", addresses: ["them@example.com"] });
  const theirKey = (await server.createApiKey(stranger)).apiKey.id;
  const channelId = theirs.body.channel.id as string;
  expect(await server.api(owner, "POST", rulesPath, { ...validRule, channelIds: [channelId] })).toEqual(notFound(`channelIds: no alert channel ${channelId} in this project`));
  expect(await server.api(owner, "POST", rulesPath, { ...validRule, apiKeyId: theirKey })).toEqual(notFound(`apiKeyId: no API key ${theirKey} in this project`));
  const mine = await server.api(owner, "POST", rulesPath, validRule);
  expect(await server.api(owner, "PATCH", `${rulesPath}/${mine.body.rule.id}`, { channelIds: [channelId] })).toEqual(notFound(`channelIds: no alert channel ${channelId} in this project`));
  expect(await server.api(owner, "POST", `${channelsPath}/${channelId}/test`)).toEqual(notFound(`No alert channel ${channelId} in this project`));
  expect(await server.api(owner, "GET", `${channelsPath}/${channelId}/deliveries`)).toEqual(notFound(`No alert channel ${channelId} in this project`));
  expect(await server.api(owner, "DELETE", `${channelsPath}/${channelId}`)).toEqual(notFound(`No alert channel ${channelId} in this project`));
});

it.each([
  [{ kind: "webhook", name: "Hook", url: "ftp://example.com/hook" }, "url: URL must be an http or https URL"],
  [{ kind: "webhook", name: "Hook", url: "not a url" }, "url: URL must be an http or https URL"],
  [{ kind: "email", name: "Ops", addresses: [] }, "addresses: Addresses must hold at least one address"],
  [{ kind: "email", name: "Ops", addresses: ["not-an-address"] }, "addresses.0: Addresses must be e-mail addresses"],
  [{ kind: "sms", name: "Ops" }, "kind: kind must be email or webhook"],
])("refuses a channel %p", async (body, message) => {
  expect(await server.api(owner, "POST", channelsPath, body)).toEqual(badRequest(message));
});

it("refuses what belongs to the other kind of channel", async () => {
  const email = await server.api(owner, "POST", channelsPath, { kind: "email", name: "Ops", addresses: ["ops@example.com"] });
  const emailPath = `${channelsPath}/${email.body.channel.id}`;
  expect(await server.api(owner, "PATCH", emailPath, { url: "https://example.com/hook" })).toEqual(badRequest("url: only a webhook channel has a URL"));
  expect(await server.api(owner, "PATCH", emailPath, { rotateSecret: true })).toEqual(badRequest("rotateSecret: only a webhook channel has a secret"));
  expect(await server.api(owner, "PATCH", emailPath, { addresses: ["B@example.com"] })).toMatchObject({ status: 200, body: { channel: { addresses: ["b@example.com"] } } });
  const hook = await server.api(owner, "POST", channelsPath, { kind: "webhook", name: "Hook", url: "https://example.com/hook" });
  expect(await server.api(owner, "PATCH", `${channelsPath}/${hook.body.channel.id}`, { addresses: ["a@example.com"] })).toEqual(badRequest("addresses: only an e-mail channel has addresses"));
  expect(await server.api(owner, "PATCH", `${channelsPath}/${hook.body.channel.id}`, { url: "file:///etc/passwd" })).toEqual(badRequest("url: URL must be an http or https URL"));
});

it(`holds a project to ${ALERT_RULES_MAX} rules and ${ALERT_CHANNELS_MAX} channels`, async () => {
  const full = await server.createOwner();
  const path = (rest: string) => `/api/projects/${full.projectId}/alerts/${rest}`;
  await store.store.db.insert(alertRules).values(
    Array.from({ length: ALERT_RULES_MAX - 1 }, (_, index) => ({
      projectId: full.projectId,
      name: `Rule ${index}`,
      metric: "error_rate" as const,
      comparison: "above" as const,
      threshold: 5,
      windowMinutes: 5,
      forMinutes: 0,
      createdBy: full.sub,
    })),
  );
  expect((await server.api(full, "POST", path("rules"), validRule)).status).toBe(201);
  expect(await server.api(full, "POST", path("rules"), validRule)).toEqual({
    status: 409,
    body: { error: { code: "conflict", message: `This project has ${ALERT_RULES_MAX} alert rules, the most a project may have: delete one to add another` } },
  });
  for (let index = 0; index < ALERT_CHANNELS_MAX; index += 1) {
    expect((await server.api(full, "POST", path("channels"), { kind: "email", name: `Ops ${index}`, addresses: ["ops@example.com"] })).status).toBe(201);
  }
  expect(await server.api(full, "POST", path("channels"), { kind: "email", name: "One more", addresses: ["ops@example.com"] })).toEqual({
    status: 409,
    body: { error: { code: "conflict", message: `This project has ${ALERT_CHANNELS_MAX} alert channels, the most a project may have: delete one to add another` } },
  });
});
