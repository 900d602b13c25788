// Usage per project, collection and API key from the metering's rollups (per
// key adding up to the project's total), its CSV export streamed and bounded,
// the billing details, and who may read and change what.
import { usageResponseSchema, type UsageResponse } from "../../../contract/billing";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

jest.setTimeout(60_000);

describeEachStore("billing usage and details", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    // Usage is written every second, and an export stops at 3 rows.
    server = await startDataPlaneServer(getStore(), { METERING_FLUSH_SECONDS: "1", USAGE_EXPORT_MAX_ROWS: "3" });
  });
  afterAll(() => server.close());

  const api = (caller: Owner, method: string, path: string, body?: unknown) => server.call(method, path, { headers: { authorization: `Bearer ${caller.token}` }, body });
  const badRequest = (message: string) => ({ status: 400, body: { error: { code: "bad_request", message } } });

  async function usageOf(owner: Owner, query: string): Promise<UsageResponse> {
    return usageResponseSchema.parse((await api(owner, "GET", `/api/billing/usage?${query}`)).body);
  }

  /** Waits for the calls to be written (every second) and read back. */
  async function usageOnceWritten(owner: Owner, query: string, calls: number): Promise<UsageResponse> {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const usage = await usageOf(owner, query);
      if (usage.totals.calls >= calls) return usage;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`usage never reached ${calls} calls`);
  }

  it("breaks the month's usage down per project, collection and API key, and per key it adds up to the project's total", async () => {
    const owner = await server.createOwner();
    const ingest = await server.createApiKey(owner, { name: "ingest" });
    const reader = await server.createApiKey(owner, { name: "reader", access: "read-only" });
    await server.call("PUT", "/collections/docs", { apiKey: ingest.key, body: { vectors: { size: 2, distance: "Dot" } } });
    await server.call("PUT", "/collections/docs/points?wait=true", { apiKey: ingest.key, body: { points: [{ id: 1, vector: [1, 0] }] } });
    for (let index = 0; index < 3; index += 1) await server.call("POST", "/collections/docs/points/search", { apiKey: reader.key, body: { vector: [1, 0], limit: 1 } });
    await server.call("GET", "/collections", { headers: { authorization: `Bearer ${owner.token}`, "x-project-id": owner.projectId } });

    const byProject = await usageOnceWritten(owner, "groupBy=project", 6);
    expect(byProject.rows).toEqual([
      { projectId: owner.projectId, projectName: "Default project", calls: 6, errors: 0, pointsRead: 3, pointsWritten: 1, requestBytes: expect.any(Number) },
    ]);
    const byKey = await usageOf(owner, "groupBy=apiKey");
    expect(byKey.rows.map((row) => [row.caller?.kind, row.caller?.name, row.calls])).toEqual([
      ["apiKey", "reader", 3],
      ["apiKey", "ingest", 2],
      ["console", "Console (members)", 1],
    ]);
    expect(byKey.rows.reduce((sum, row) => sum + row.calls, 0)).toBe(byProject.rows[0]?.calls);
    expect(byKey.totals).toEqual(byProject.totals);
    const byCollection = await usageOf(owner, "groupBy=collection");
    expect(byCollection.rows.map((row) => [row.collection, row.calls])).toEqual([
      ["docs", 5],
      [null, 1],
    ]);
    // Paged, with every row counted.
    const page2 = await usageOf(owner, "groupBy=apiKey&perPage=2&page=2");
    expect([page2.total, page2.rows.map((row) => row.caller?.name)]).toEqual([3, ["Console (members)"]]);
  });

  it("exports the usage as CSV, streamed, and refuses an export past the cap in clear words", async () => {
    const owner = await server.createOwner();
    const { key } = await server.createApiKey(owner, { name: "=cmd|calc" });
    await server.call("GET", "/collections", { apiKey: key });
    await usageOnceWritten(owner, "groupBy=apiKey", 1);
    const response = await fetch(`${server.url}/api/billing/usage/export?groupBy=apiKey`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="usage-apiKey-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("from,to,project_id,project,caller_kind,api_key_id,caller,calls,errors,points_read,points_written,request_bytes");
    // A key's name a spreadsheet would run as a formula is written as text.
    expect(lines[1]).toMatch(new RegExp(`^[\\d-]+,[\\d-]+,${owner.projectId},Default project,apiKey,[0-9a-f-]{36},'=cmd\\|calc,1,0,0,0,0$`));
    expect(lines.slice(2)).toEqual([""]);

    for (let index = 0; index < 4; index += 1) await server.createApiKey(owner, { name: `key ${index}` }).then(({ key: made }) => server.call("GET", "/collections", { apiKey: made }));
    await usageOnceWritten(owner, "groupBy=apiKey", 5);
    expect(await api(owner, "GET", "/api/billing/usage/export?groupBy=apiKey")).toEqual(
      badRequest("The export would have 5 rows; at most 3 are exported at once (USAGE_EXPORT_MAX_ROWS): choose a shorter period, or group by project"),
    );
    expect((await fetch(`${server.url}/api/billing/usage/export?groupBy=project`, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200);
  });

  it("refuses a negative page, a bad period and an unknown grouping", async () => {
    const owner = await server.createOwner();
    expect(await api(owner, "GET", "/api/billing/usage?page=-1")).toEqual(badRequest("page: page must be 1 or more"));
    expect(await api(owner, "GET", "/api/billing/usage?perPage=1000")).toEqual(badRequest("perPage: perPage must be at most 100"));
    expect(await api(owner, "GET", "/api/billing/usage?from=2026-11-10&to=2026-11-01")).toEqual(badRequest("from must be on or before to"));
    expect(await api(owner, "GET", "/api/billing/usage?from=2024-01-01&to=2026-01-01")).toEqual(badRequest("The period has 732 days; at most 366 are read at once: choose a shorter one"));
    expect(await api(owner, "GET", "/api/billing/usage?from=yesterday")).toEqual(badRequest("from: from must be a date like 2026-11-01"));
    expect(await api(owner, "GET", "/api/billing/usage?groupBy=member")).toEqual(badRequest("groupBy: groupBy must be one of project, collection, apiKey"));
  });

  it("keeps billing details, editable by owners and billing members, and the plan out of reach of developers and viewers", async () => {
    const owner = await server.createOwner();
    const billing = await server.addMember(owner, "billing");
    const developer = await server.addMember(owner, "developer");
    const details = { companyName: "Analytical Engines Ltd", address: "1 Marylebone Road, London", country: "GB", taxId: "GB123456789", billingEmail: "accounts@example.com" };
    expect(await api(billing, "PUT", "/api/billing/details", details)).toEqual({ status: 200, body: details });
    expect(await api(owner, "GET", "/api/billing/details")).toEqual({ status: 200, body: details });
    expect(await api(owner, "PUT", "/api/billing/details", { ...details, country: "Great Britain" })).toEqual(badRequest("country: country must be a two-letter country code (ISO 3166-1), such as GB"));
    expect((await api(billing, "POST", "/api/billing/plan", { tier: "startup" })).status).toBe(200);
    const refused = (action: string, resource: string) => ({ status: 403, body: { error: { code: "forbidden", message: expect.stringContaining(`${action} ${resource} is for owner, admin, billing`) } } });
    expect(await api(developer, "GET", "/api/billing")).toEqual(refused("read", "plan"));
    expect(await api(developer, "POST", "/api/billing/plan", { tier: "business" })).toEqual(refused("update", "plan"));
    expect(await api(developer, "GET", "/api/billing/details")).toEqual(refused("read", "invoice"));
    expect(await api(developer, "GET", "/api/billing/usage")).toEqual(refused("read", "plan"));
  });
});
