// The metrics rules watch besides calls: a collection's or the project's
// points and bytes from the latest gauge samples, the organisation's month
// against its plan; and the service's own schedule, which checks every rule
// each minute and sweeps deliveries without anyone driving it.
import { and, eq } from "drizzle-orm";
import type { AlertRule } from "../../../contract/alerts";
import { ALERT_DELIVERIES_KIND, ALERT_EVALUATION_KIND } from "../../../server/alerts/alert-jobs";
import { evaluateAlerts } from "../../../server/alerts/evaluation/evaluate-alerts";
import { jobs, jobSchedules } from "../../../server/db/schema";
import { sampleGauges } from "../../../server/metering/sample-gauges";
import { openTestStore, type TestStore } from "../support/stores";
import { startAlertsServer, type AlertsServer } from "./support/alerts-server";

jest.setTimeout(60_000);

let store: TestStore;
let server: AlertsServer;
beforeAll(async () => {
  store = await openTestStore("pglite");
  server = await startAlertsServer(store.store, { isScheduled: true });
});
afterAll(async () => {
  await server.close();
  await store.remove();
});

it("watches points and bytes of a collection or the whole project, and the month's share of the allowance", async () => {
  const owner = await server.createOwner();
  const { key } = await server.createApiKey(owner);
  expect((await server.data(key, "PUT", "/collections/docs", { vectors: { size: 2, distance: "Dot" } })).status).toBe(200);
  const points = Array.from({ length: 5 }, (_, id) => ({ id, vector: [id, 1] }));
  expect((await server.data(key, "PUT", "/collections/docs/points?wait=true", { points })).status).toBe(200);
  await server.waitForMeteredCalls(owner.projectId, 2);
  await sampleGauges(store.store.db, server.engine, server.app.log);

  const rulesPath = `/api/projects/${owner.projectId}/alerts/rules`;
  const create = async (name: string, fields: Record<string, unknown>): Promise<AlertRule> => {
    const reply = await server.api(owner, "POST", rulesPath, { name, comparison: "above", windowMinutes: 5, forMinutes: 0, ...fields });
    expect(reply.status).toBe(201);
    return reply.body.rule;
  };
  const docsPoints = await create("Docs points", { metric: "vectors", collection: "docs", threshold: 3 });
  const projectPoints = await create("All points", { metric: "vectors", threshold: 10 });
  const bytes = await create("Disk", { metric: "storage", threshold: 0 });
  const missing = await create("Missing", { metric: "vectors", collection: "missing", threshold: 0 });
  const allowance = await create("Allowance", { metric: "allowance_share", threshold: 0.001 });
  await evaluateAlerts(server.alerts, new Date());

  const ruleOf = async (rule: AlertRule): Promise<AlertRule> => (await server.api(owner, "GET", `${rulesPath}/${rule.id}`)).body.rule;
  expect(await ruleOf(docsPoints)).toMatchObject({ state: "firing", lastValue: 5 });
  expect(await ruleOf(projectPoints)).toMatchObject({ state: "ok", lastValue: 5 });
  const disk = await ruleOf(bytes);
  expect(disk.state).toBe("firing");
  expect(disk.lastValue).toBeGreaterThan(0);
  expect(await ruleOf(missing)).toMatchObject({ state: "ok", lastValue: null });
  // The organisation's 2 calls this month of the Sandbox plan's 20,000.
  expect(await ruleOf(allowance)).toMatchObject({ state: "firing", lastValue: (2 / 20_000) * 100 });
});

it("schedules the minute's evaluation and the delivery sweep on the periodic runner, which run on their own", async () => {
  const schedules = await store.store.db.select({ name: jobSchedules.name, kind: jobSchedules.kind, periodSeconds: jobSchedules.periodSeconds }).from(jobSchedules);
  expect(schedules).toEqual(
    expect.arrayContaining([
      { name: ALERT_EVALUATION_KIND, kind: ALERT_EVALUATION_KIND, periodSeconds: 60 },
      { name: ALERT_DELIVERIES_KIND, kind: ALERT_DELIVERIES_KIND, periodSeconds: 15 },
    ]),
  );
  // Both are queued at the service's start, and run by it.
  for (const kind of [ALERT_EVALUATION_KIND, ALERT_DELIVERIES_KIND]) {
    for (const deadline = Date.now() + 15_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const [run] = await store.store.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, kind), eq(jobs.state, "succeeded")));
      if (run) {
        expect(run.result).toEqual(expect.objectContaining({ failed: expect.any(Number) }));
        break;
      }
      if (Date.now() > deadline) throw new Error(`no ${kind} job succeeded in time`);
    }
  }
});
