// Plans enforced over HTTP on both stores: a Sandbox organisation past its
// month's calls gets Qdrant's 429 naming the tier and the reset (its console
// calls too), and goes on after a change up; projects and regions are held to
// the tier; a change down waits for next month and is refused while the
// organisation uses more than the lower tier allows.
import { eq } from "drizzle-orm";
import { billingSummarySchema, changePlanResponseSchema } from "../../../contract/billing";
import { billingAccounts, planChanges } from "../../../server/db/schema";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";
import { seedCalls } from "./support/seed-calls";

jest.setTimeout(60_000);

function firstOfNextMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

const resetDate = () => firstOfNextMonth().toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

describeEachStore("plans enforced", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), { REGIONS: "eu-west,us-east,ap-south,sa-east,local" });
  });
  afterAll(() => server.close());

  const api = (caller: Owner, method: string, path: string, body?: unknown) => server.call(method, path, { headers: { authorization: `Bearer ${caller.token}` }, body });
  const summaryOf = async (caller: Owner) => billingSummarySchema.parse((await api(caller, "GET", "/api/billing")).body);
  const conflict = (message: string) => ({ status: 409, body: { error: { code: "conflict", message } } });

  it("answers 429 in Qdrant's shape past the Sandbox tier's 20,000 calls a month, console calls included, and goes on after a change up", async () => {
    const owner = await server.createOwner();
    const { key } = await server.createApiKey(owner);
    await seedCalls(getStore().db, owner.projectId, 19_998);
    expect((await server.call("GET", "/collections", { apiKey: key })).status).toBe(200);
    expect((await server.call("GET", "/collections", { apiKey: key })).status).toBe(200);

    const refused = await fetch(`${server.url}/collections`, { headers: { "api-key": key } });
    const message =
      "Rate limiting exceeded: Monthly API calls exhausted: the Sandbox tier includes 20,000 data-plane calls a month and this organisation has made them all. " +
      `The allowance resets on ${resetDate()} at 00:00 UTC; move to a larger tier in Billing to go on now`;
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: { error: message }, time: expect.any(Number) });
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Math.abs(retryAfter - (firstOfNextMonth().getTime() - Date.now()) / 1000)).toBeLessThan(60);
    // The console's calls on behalf of a member count, and are refused, alike.
    const consoleCall = await server.call("GET", "/collections", { headers: { authorization: `Bearer ${owner.token}`, "x-project-id": owner.projectId } });
    expect(consoleCall).toEqual({ status: 429, body: { status: { error: message }, time: expect.any(Number) } });

    // The control plane is never counted: Billing shows the allowance used, and the owner changes tier.
    const before = await summaryOf(owner);
    expect(before.allowances[0]).toEqual({ kind: "apiCalls", label: "API calls this month", used: 20_000, limit: 20_000, resetsAt: firstOfNextMonth().toISOString() });
    expect(before.forecast.calls).toBeGreaterThanOrEqual(20_000);
    expect(before.forecast.runsOutAt).not.toBeNull();
    await server.changeTier(owner, "startup");
    expect((await server.call("GET", "/collections", { apiKey: key })).status).toBe(200);
    expect((await summaryOf(owner)).allowances[0]).toMatchObject({ used: 20_001, limit: 100_000 });
  });

  it("refuses a second project on Sandbox, naming the tier and its limit, and allows it after a change up", async () => {
    const owner = await server.createOwner();
    expect(await api(owner, "POST", "/api/projects", { name: "Second" })).toEqual(
      conflict("The Sandbox tier allows 1 project (deployment) and your organisation has 1 project: move to a larger tier in Billing, or delete a project first."),
    );
    await server.changeTier(owner, "startup");
    expect(await api(owner, "POST", "/api/projects", { name: "Second", region: "us-east" })).toEqual({
      status: 201,
      body: { id: expect.any(String), name: "Second", createdAt: expect.any(String), collectionsCount: 0, region: "us-east" },
    });
    const summary = await summaryOf(owner);
    expect(summary.allowances.slice(1)).toEqual([
      { kind: "deployments", label: "Projects (deployments)", used: 2, limit: 5, resetsAt: null },
      { kind: "regions", label: "Regions", used: 2, limit: 4, resetsAt: null },
    ]);
    expect(summary.regions).toEqual({ available: ["eu-west", "us-east", "ap-south", "sa-east", "local"], used: ["eu-west", "us-east"] });
    expect(summary.backups).toEqual({ schedule: "weekly", retentionDays: null });
  });

  it("makes projects in the first region unless told, holds the regions an organisation's projects use to its tier, and refuses a region the service does not offer", async () => {
    const owner = await server.createOwner();
    // The default project made at registration, and one made without a region, are in the first of REGIONS.
    expect((await api(owner, "PATCH", `/api/projects/${owner.projectId}`, { name: "First" })).body.region).toBe("eu-west");
    await server.changeTier(owner, "startup");
    for (const region of ["us-east", "ap-south", "sa-east"]) expect((await api(owner, "POST", "/api/projects", { name: region, region })).status).toBe(201);
    expect(await api(owner, "POST", "/api/projects", { name: "Fifth region", region: "local" })).toEqual(
      conflict(
        "The Startup tier allows projects in 4 regions and your organisation's projects use 4 regions (ap-south, eu-west, sa-east, us-east): choose one of those regions, or move to a larger tier in Billing.",
      ),
    );
    const unnamed = await api(owner, "POST", "/api/projects", { name: "No region given" });
    expect(unnamed).toMatchObject({ status: 201, body: { region: "eu-west" } });
    expect(await api(owner, "POST", "/api/projects", { name: "Mars", region: "mars" })).toEqual({
      status: 400,
      body: { error: { code: "bad_request", message: 'region: "mars" is not a region of this service: choose one of eu-west, us-east, ap-south, sa-east, local', field: "region" } },
    });
  });

  it("keeps a change down pending until the first of next month, refuses it while more is used, and cancels it when the tier in force is chosen again", async () => {
    const owner = await server.createOwner();
    await server.changeTier(owner, "startup");
    await api(owner, "POST", "/api/projects", { name: "Staging" });
    expect(await api(owner, "POST", "/api/billing/plan", { tier: "sandbox" })).toEqual(
      conflict("Cannot change down to the Sandbox tier: it allows 1 project (deployment) and your organisation has 2. Delete 1 project first."),
    );
    const [staging] = (await api(owner, "GET", "/api/projects")).body.projects.filter((project: { name: string }) => project.name === "Staging");
    expect((await api(owner, "DELETE", `/api/projects/${staging.id}`)).status).toBe(204);

    const answer = changePlanResponseSchema.parse((await api(owner, "POST", "/api/billing/plan", { tier: "sandbox" })).body);
    const nextMonth = firstOfNextMonth().toISOString();
    expect(answer.changes).toEqual([{ kind: "tier", from: "startup", to: "sandbox", at: nextMonth, isPending: true }]);
    expect(answer.summary.tier.id).toBe("startup");
    expect(answer.summary.pending).toEqual({ tier: { id: "sandbox", name: "Sandbox" }, supportPlan: null, from: nextMonth });
    // While it is pending, the smaller tier bounds new projects too.
    expect((await api(owner, "POST", "/api/projects", { name: "Another" })).status).toBe(409);
    const rows = await getStore().db.select().from(planChanges).where(eq(planChanges.organisationId, owner.organisationId));
    expect(rows.map((row) => [row.kind, row.fromPlan, row.toPlan, row.at.toISOString() === nextMonth])).toEqual([
      ["tier", "sandbox", "startup", false],
      ["tier", "startup", "sandbox", true],
    ]);

    // Chosen again, the tier in force cancels the change down; its scheduled row goes.
    const cancelled = changePlanResponseSchema.parse((await api(owner, "POST", "/api/billing/plan", { tier: "startup" })).body);
    expect(cancelled.summary.pending).toBeNull();
    expect(await getStore().db.select().from(planChanges).where(eq(planChanges.organisationId, owner.organisationId))).toHaveLength(1);

    // Down again, and the month passes: the first read after it finds the organisation on Sandbox.
    await api(owner, "POST", "/api/billing/plan", { tier: "sandbox" });
    await getStore().db.update(billingAccounts).set({ pendingFrom: new Date(Date.now() - 1000) }).where(eq(billingAccounts.organisationId, owner.organisationId));
    const after = await summaryOf(owner);
    expect([after.tier.id, after.pending]).toEqual(["sandbox", null]);
  });

  it("changes the support plan up at once and down next month, with its billing period", async () => {
    const owner = await server.createOwner();
    const up = changePlanResponseSchema.parse((await api(owner, "POST", "/api/billing/plan", { supportPlan: "standard", supportBilling: "yearly" })).body);
    expect(up.changes).toEqual([{ kind: "support", from: "basic", to: "standard", at: expect.any(String), isPending: false }]);
    expect(up.summary.supportPlan).toEqual({ id: "standard", title: "Standard support", monthlyPriceCents: 4900, yearly: { perMonthCents: 4000, totalAnnualCents: 48000 }, billing: "yearly" });
    const down = changePlanResponseSchema.parse((await api(owner, "POST", "/api/billing/plan", { supportPlan: "basic" })).body);
    expect(down.summary.pending).toEqual({ tier: null, supportPlan: { id: "basic", title: "Basic support" }, from: firstOfNextMonth().toISOString() });
  });

  it("refuses a plan that does not exist, one agreed with sales, and a change that changes nothing, in clear words", async () => {
    const owner = await server.createOwner();
    const badRequest = (message: string, field?: string) => ({ status: 400, body: { error: { code: "bad_request", message, ...(field ? { field } : {}) } } });
    expect(await api(owner, "POST", "/api/billing/plan", { tier: "gold" })).toEqual(badRequest('tier: There is no tier "gold": choose one of sandbox, startup, standard, business, enterprise', "tier"));
    expect(await api(owner, "POST", "/api/billing/plan", { tier: "enterprise" })).toEqual(badRequest("tier: The Enterprise tier is agreed with sales, not chosen here: contact us to move to it", "tier"));
    expect(await api(owner, "POST", "/api/billing/plan", { supportPlan: "platinum" })).toEqual(
      badRequest('supportPlan: There is no support plan "platinum": choose one of basic, standard, enterprise', "supportPlan"),
    );
    expect(await api(owner, "POST", "/api/billing/plan", {})).toEqual(badRequest("Give a tier, a supportPlan or a supportBilling"));
    expect(await api(owner, "POST", "/api/billing/plan", { supportBilling: "weekly" })).toEqual(badRequest("supportBilling: supportBilling must be monthly or yearly"));
    expect(await api(owner, "POST", "/api/billing/plan", { tier: "sandbox" })).toEqual(badRequest("Nothing to change: the organisation is on the Sandbox tier with Basic support, billed monthly."));
  });
});
