// The audit trail read out: GET /api/audit/export as CSV within its bound,
// Qdrant's POST /audit/logs for one project's entries in Qdrant's shape, and
// the retention that deletes entries past AUDIT_RETENTION_DAYS.
import { sql } from "drizzle-orm";
import { AUDIT_EXPORT_MAX_ROWS } from "../../../contract/audit";
import { AuditLogResponse } from "../../../contract/qdrant/audit";
import { deleteExpiredAuditEntries } from "../../../server/audit/audit-retention";
import { recordAuditEntry } from "../../../server/audit/record-audit-entry";
import { loadConfig } from "../../../server/config";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachStore("the audit trail read out", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
  });
  afterAll(() => server.close());

  const bearer = (caller: Owner) => ({ authorization: `Bearer ${caller.token}` });
  const rule = (name: string) => ({ name, metric: "request_rate", comparison: "above", threshold: 5, windowMinutes: 5, forMinutes: 0 });
  const exportCsv = (caller: Owner, query = "") => fetch(`${server.url}/api/audit/export${query}`, { headers: bearer(caller) });

  it("exports the filtered entries as CSV, newest first, with a header row and quoted fields", async () => {
    const owner = await server.createOwner();
    for (const name of ["plain", 'with "quotes", and commas', "=SUM(A1)"]) {
      expect((await server.call("POST", `/api/projects/${owner.projectId}/alerts/rules`, { headers: bearer(owner), body: rule(name) })).status).toBe(201);
    }
    const response = await exportCsv(owner, "?action=alertRule.create");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("time,actor_kind,actor_id,actor,action,target_kind,target_id,target,outcome,status,project_id,source_address,request_id,details");
    // Alert rules record no details: the last field is empty.
    expect(lines.slice(1).every((line) => line.endsWith(","))).toBe(true);
    expect(lines.slice(1).map((line) => line.split(",").slice(4, 10).join(","))).toEqual([
      // A formula is written as text; quotes doubled inside a quoted field.
      expect.stringMatching(/^alertRule\.create,alertRule,[0-9a-f-]{36},'=SUM\(A1\),succeeded,201$/),
      expect.stringMatching(/^alertRule\.create,alertRule,[0-9a-f-]{36},"with ""quotes""/),
      expect.stringMatching(/^alertRule\.create,alertRule,[0-9a-f-]{36},plain,succeeded,201$/),
    ]);
    expect(lines[1]).toContain(`,member,${owner.sub},user-${owner.sub.slice(0, 8)}@example.com,`);
  });

  it(`refuses an export past ${AUDIT_EXPORT_MAX_ROWS.toLocaleString("en")} rows with the count, and serves a narrower range`, async () => {
    const owner = await server.createOwner();
    // A year of history, one entry every few minutes: more than one export may hold.
    await getStore().db.execute(sql`
      insert into audit_entries (organisation_id, at, actor_kind, actor_id, action, outcome, status)
      select ${owner.organisationId}::uuid, now() - make_interval(secs => n * 300), 'system', 'seed', 'project.rename', 'succeeded', 200
      from generate_series(1, ${AUDIT_EXPORT_MAX_ROWS + 5}) as n`);
    const refused = await exportCsv(owner);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      // The seeded entries and the organisation's own making.
      error: { code: "bad_request", message: "The export would hold 100,006 entries, more than 100,000: narrow the time range (from, to) or filter it further." },
    });
    const from = new Date(Date.now() - DAY_MS).toISOString();
    const day = await exportCsv(owner, `?from=${encodeURIComponent(from)}`);
    expect(day.status).toBe(200);
    // 288 five-minute steps in a day, give or take the edge, and the header.
    expect((await day.text()).trimEnd().split("\r\n").length).toBeGreaterThanOrEqual(288);
  }, 120_000);

  it("answers POST /audit/logs in Qdrant's shape with the project's own entries, for owners and admins only", async () => {
    const owner = await server.createOwner();
    const stranger = await server.createOwner();
    const { key } = await server.createApiKey(owner, { name: "loader" });
    expect((await server.call("PUT", "/collections/docs", { apiKey: key, body: { vectors: { size: 2, distance: "Dot" } } })).status).toBe(200);
    const strangerKey = (await server.createApiKey(stranger)).key;
    expect((await server.call("PUT", "/collections/theirs", { apiKey: strangerKey, body: { vectors: { size: 2, distance: "Dot" } } })).status).toBe(200);
    const readOnly = (await server.createApiKey(owner, { name: "reader", access: "read-only" })).key;
    expect((await server.call("DELETE", "/collections/docs", { apiKey: readOnly })).status).toBe(403);

    const logs = (body: unknown, caller = owner, projectId = owner.projectId) => server.call("POST", "/audit/logs", { headers: { ...bearer(caller), "x-project-id": projectId }, body });
    const answer = await logs({});
    expect(answer).toEqual({ status: 200, body: { result: { entries: expect.any(Array) }, status: "ok", time: expect.any(Number) } });
    const { entries } = AuditLogResponse.parse(answer.body.result);
    expect(entries.map(({ method, auth_type, collection, result, error }) => ({ method, auth_type, collection, result, error }))).toEqual([
      { method: "collection.delete", auth_type: "ApiKey", collection: "docs", result: "denied", error: "refused (HTTP 403)" },
      { method: "apiKey.create", auth_type: "Jwt", collection: undefined, result: "ok", error: undefined },
      { method: "collection.create", auth_type: "ApiKey", collection: "docs", result: "ok", error: undefined },
      { method: "apiKey.create", auth_type: "Jwt", collection: undefined, result: "ok", error: undefined },
    ]);
    expect(entries[2]).toEqual({ timestamp: expect.any(String), method: "collection.create", api: "PUT /collections/{collection_name}", auth_type: "ApiKey", remote: "127.0.0.1", collection: "docs", tracing_id: expect.any(String), result: "ok" });
    expect(entries[1]?.subject).toBe(owner.sub);

    const filtered = async (body: unknown) => AuditLogResponse.parse((await logs(body)).body.result).entries.map((entry) => entry.method);
    expect(await filtered({ filters: { result: "denied" } })).toEqual(["collection.delete"]);
    expect(await filtered({ filters: { method: "collection.create", auth_type: "ApiKey" } })).toEqual(["collection.create"]);
    expect(await filtered({ filters: { no_such_field: "x" } })).toEqual([]);
    expect(await filtered({ limit: 1 })).toEqual(["collection.delete"]);
    expect(await filtered({ time_to: entries[2]?.timestamp })).toEqual(["apiKey.create"]);
    expect((await logs({ limit: 0 })).status).toBe(422);

    // Another organisation's project is not the caller's; a key carries no right to the audit trail; nor does a developer.
    expect((await logs({}, owner, stranger.projectId)).status).toBe(403);
    expect(await server.call("POST", "/audit/logs", { apiKey: key, body: {} })).toEqual({
      status: 403,
      body: { status: { error: "Forbidden: read audit is for owner, admin: an API key does not carry it; call with an owner's or admin's console token and X-Project-Id" }, time: expect.any(Number) },
    });
    const developer = await server.addMember(owner, "developer");
    expect((await logs({}, developer)).status).toBe(403);
  });

  it("deletes entries older than the retention, 400 days unless AUDIT_RETENTION_DAYS says otherwise", async () => {
    expect(loadConfig({}).auditRetentionDays).toBe(400);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: "30" }).auditRetentionDays).toBe(30);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "0" })).toThrow("AUDIT_RETENTION_DAYS: expected a number of days from 1 to 36500");
    const owner = await server.createOwner();
    const now = new Date();
    for (const days of [401, 399]) {
      await recordAuditEntry(getStore().db, {
        organisationId: owner.organisationId,
        projectId: null,
        actor: { kind: "system", id: "test", label: null },
        action: "project.rename",
        target: { kind: "project", id: owner.projectId, name: `${days} days ago` },
        outcome: "succeeded",
        status: 200,
        sourceAddress: null,
        requestId: null,
        at: new Date(now.getTime() - days * DAY_MS),
      });
    }
    expect(await deleteExpiredAuditEntries(getStore().db, 400, now)).toBeGreaterThanOrEqual(1);
    const left = await server.call("GET", "/api/audit?action=project.rename", { headers: bearer(owner) });
    expect(left.body.entries.map((entry: { target: { name: string } }) => entry.target.name)).toEqual(["399 days ago"]);
  });
});
