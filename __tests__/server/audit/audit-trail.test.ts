// The audit trail over HTTP on both stores: every change of the control plane
// and every administrative data-plane call leaves exactly one entry naming
// who (member or API key), what and the outcome; refused calls leave theirs;
// /api/audit filters and pages them for owners and admins only.
import { listAuditResponseSchema, type AuditEntryView } from "../../../contract/audit";
import type { AuditAction } from "../../../contract/audit-actions";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

const emailOf = (owner: Owner) => `user-${owner.sub.slice(0, 8)}@example.com`;

describeEachStore("the audit trail", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), {}, { withMailer: true });
  });
  afterAll(() => server.close());

  const api = (caller: Owner, method: string, path: string, body?: unknown) => server.call(method, path, { headers: { authorization: `Bearer ${caller.token}` }, body });
  const entries = async (caller: Owner, query = "") => {
    const answer = await api(caller, "GET", `/api/audit${query}`);
    if (answer.status !== 200) throw new Error(`GET /api/audit${query} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return listAuditResponseSchema.parse(answer.body);
  };
  const ofAction = async (caller: Owner, action: AuditAction) => (await entries(caller, `?action=${action}&perPage=100`)).entries;
  const member = (owner: Owner) => ({ kind: "member", id: owner.sub, label: emailOf(owner) });
  const badRequest = (message: string) => ({ status: 400, body: { error: { code: "bad_request", message } } });

  it("records each change of the control plane once, with the member who made it and what it named", async () => {
    const owner = await server.createOwner();
    // A Sandbox organisation holds one project: the default one goes first.
    expect((await api(owner, "DELETE", `/api/projects/${owner.projectId}`)).status).toBe(204);
    const created = await api(owner, "POST", "/api/projects", { name: "Search" });
    expect(created.status).toBe(201);
    const projectId: string = created.body.id;
    expect((await api(owner, "PATCH", `/api/projects/${projectId}`, { name: "Search v2" })).status).toBe(200);
    const { apiKey } = await server.createApiKey(owner, { name: "ci key" }, projectId);
    expect((await api(owner, "DELETE", `/api/projects/${projectId}/api-keys/${apiKey.id}`)).status).toBe(204);
    const rule = await api(owner, "POST", `/api/projects/${projectId}/alerts/rules`, { name: "errors", metric: "error_rate", comparison: "above", threshold: 5, windowMinutes: 5, forMinutes: 0 });
    expect(rule.status).toBe(201);
    expect((await api(owner, "DELETE", `/api/projects/${projectId}/alerts/rules/${rule.body.rule.id}`)).status).toBe(204);
    const invited = await api(owner, "POST", "/api/members/invitations", { email: `audit-${owner.sub.slice(0, 8)}@example.com`, role: "viewer" });
    expect(invited.status).toBe(201);
    const colleague = await server.addMember(owner, "developer");
    expect((await api(owner, "PATCH", `/api/members/${colleague.sub}`, { role: "viewer" })).status).toBe(200);
    expect((await api(owner, "DELETE", `/api/members/${colleague.sub}`)).status).toBe(204);
    expect((await api(owner, "DELETE", `/api/projects/${projectId}`)).status).toBe(204);

    const at = expect.any(String);
    const done = (action: AuditAction, target: AuditEntryView["target"], status: number, project: string | null = projectId, details: AuditEntryView["details"] = null) => [
      { id: expect.any(String), at, actor: member(owner), action, target, outcome: "succeeded", status, projectId: project, sourceAddress: "127.0.0.1", requestId: expect.any(String), details },
    ];
    // Registering made the organisation, recorded in it, with its default project; registering again records nothing.
    expect((await server.call("POST", "/api/auth/register-owner", { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200);
    expect(await ofAction(owner, "organisation.create")).toEqual(
      done("organisation.create", { kind: "organisation", id: owner.organisationId, name: "Ada's organisation" }, 201, null, { project: "Default project", region: "local" }),
    );
    expect(await ofAction(owner, "project.create")).toEqual(done("project.create", { kind: "project", id: projectId, name: "Search" }, 201, null, { region: "local" }));
    expect(await ofAction(owner, "project.rename")).toEqual(done("project.rename", { kind: "project", id: projectId, name: "Search v2" }, 200));
    expect(await ofAction(owner, "apiKey.create")).toEqual(done("apiKey.create", { kind: "apiKey", id: apiKey.id, name: "ci key" }, 201));
    expect(await ofAction(owner, "apiKey.revoke")).toEqual(done("apiKey.revoke", { kind: "apiKey", id: apiKey.id, name: "ci key" }, 204));
    expect(await ofAction(owner, "alertRule.create")).toEqual(done("alertRule.create", { kind: "alertRule", id: rule.body.rule.id, name: "errors" }, 201));
    expect(await ofAction(owner, "alertRule.delete")).toEqual(done("alertRule.delete", { kind: "alertRule", id: rule.body.rule.id, name: "errors" }, 204));
    expect(await ofAction(owner, "member.invite")).toEqual(done("member.invite", { kind: "invitation", id: invited.body.id, name: invited.body.email }, 201, null, { role: "viewer" }));
    // A member's change says what it changed: the role before and after, and the projects they reach (all of them here).
    const roleChange = { before: { role: "developer", projects: null }, after: { role: "viewer", projects: null } };
    expect(await ofAction(owner, "member.update")).toEqual(done("member.update", { kind: "member", id: colleague.sub, name: emailOf(colleague) }, 200, null, roleChange));
    expect(await ofAction(owner, "member.remove")).toEqual(done("member.remove", { kind: "member", id: colleague.sub, name: emailOf(colleague) }, 204, null));
    expect(await ofAction(owner, "project.delete")).toEqual([
      ...done("project.delete", { kind: "project", id: projectId, name: "Search v2" }, 204),
      ...done("project.delete", { kind: "project", id: owner.projectId, name: "Default project" }, 204, owner.projectId),
    ]);
    // Reading is not a change: the list of keys, members and the trail itself leave nothing.
    await api(owner, "GET", "/api/members");
    expect((await entries(owner)).total).toBe(12);
  });

  it("records the data plane's administrative calls with the API key that made them, and deletes by filter only", async () => {
    const owner = await server.createOwner();
    const { apiKey, key } = await server.createApiKey(owner, { name: "loader" });
    const data = (method: string, path: string, body?: unknown) => server.call(method, path, { apiKey: key, body });
    expect((await data("PUT", "/collections/docs", { vectors: { size: 2, distance: "Cosine" } })).status).toBe(200);
    expect((await data("PUT", "/collections/docs/index", { field_name: "lang", field_schema: "keyword" })).status).toBe(200);
    expect((await data("PUT", "/collections/docs/points?wait=true", { points: [{ id: 1, vector: [1, 0], payload: { lang: "en" } }] })).status).toBe(200);
    expect((await data("POST", "/collections/docs/points/delete?wait=true", { points: [1] })).status).toBe(200);
    expect((await data("POST", "/collections/docs/points/delete?wait=true", { filter: { must: [{ key: "lang", match: { value: "en" } }] } })).status).toBe(200);
    expect((await data("POST", "/collections/aliases", { actions: [{ create_alias: { collection_name: "docs", alias_name: "current" } }] })).status).toBe(200);
    expect((await data("DELETE", "/collections/docs")).status).toBe(200);

    const byKey = { kind: "api_key", id: apiKey.id, label: "loader" };
    const listed = (await entries(owner, "?perPage=100")).entries.filter((entry) => entry.actor.kind === "api_key");
    expect(listed.map(({ action, actor, target, outcome, status, projectId }) => ({ action, actor, target, outcome, status, projectId }))).toEqual(
      [
        { action: "collection.create", target: { kind: "collection", id: expect.any(String), name: "docs" } },
        { action: "payloadIndex.create", target: { kind: "payloadIndex", id: "lang", name: "lang" } },
        { action: "points.deleteByFilter", target: { kind: "points", id: null, name: "docs" } },
        { action: "alias.change", target: { kind: "alias", id: null, name: "current" } },
        { action: "collection.delete", target: { kind: "collection", id: null, name: "docs" } },
      ]
        .reverse()
        .map((entry) => ({ ...entry, actor: byKey, outcome: "succeeded", status: 200, projectId: owner.projectId })),
    );
  });

  it("records a delete by filter whose values hold what the store's jsonb cannot (NUL, a lone surrogate), keys as the client wrote them", async () => {
    const owner = await server.createOwner();
    const { key } = await server.createApiKey(owner, { name: "loader" });
    const data = (method: string, path: string, body?: unknown) => server.call(method, path, { apiKey: key, body });
    expect((await data("PUT", "/collections/odd", { vectors: { size: 2, distance: "Cosine" } })).status).toBe(200);
    const points = [{ id: 1, vector: [1, 0], payload: { city: "a\u0000b" } }, { id: 2, vector: [0, 1], payload: { city: "\ud800x" } }, { id: 3, vector: [1, 1], payload: { city: "Paris" } }];
    expect((await data("PUT", "/collections/odd/points?wait=true", { points })).status).toBe(200);
    const filter = { must: [{ key: "city", match: { any: ["a\u0000b", "\ud800x"] } }] };
    expect(await data("POST", "/collections/odd/points/delete?wait=true", { filter })).toEqual({ status: 200, body: expect.objectContaining({ status: "ok" }) });
    expect((await data("POST", "/collections/odd/points/scroll", {})).body.result.points.map((point: { id: number }) => point.id)).toEqual([3]);
    const [entry] = await ofAction(owner, "points.deleteByFilter");
    expect(entry?.details).toEqual({ api: "POST /collections/{collection_name}/points/delete", collection: "odd", filter: { must: [{ key: "city", match: { any: ["a\\u0000b", "\ufffdx"] } }] } });
  });

  it("records refused calls with their outcome and status: a role's refusal, another tenant's project, bad input, a read-only key", async () => {
    const owner = await server.createOwner();
    const stranger = await server.createOwner();
    const viewer = await server.addMember(owner, "viewer");
    expect((await api(viewer, "POST", "/api/projects", { name: "Nope" })).status).toBe(403);
    expect((await api(owner, "PATCH", `/api/projects/${stranger.projectId}`, { name: "Mine now" })).status).toBe(404);
    expect((await api(owner, "POST", `/api/projects/${owner.projectId}/api-keys`, { name: "k", access: "everything" })).status).toBe(400);
    const { apiKey, key } = await server.createApiKey(owner, { name: "reader", access: "read-only" });
    expect((await server.call("PUT", "/collections/nope", { apiKey: key, body: { vectors: { size: 2, distance: "Dot" } } })).status).toBe(403);

    const refused = (await entries(owner, "?outcome=refused")).entries.map(({ action, actor, target, outcome, status }) => ({ action, actor, target, outcome, status }));
    expect(refused).toEqual([
      { action: "collection.create", actor: { kind: "api_key", id: apiKey.id, label: "reader" }, target: { kind: "collection", id: null, name: "nope" }, outcome: "refused", status: 403 },
      { action: "apiKey.create", actor: member(owner), target: { kind: "apiKey", id: owner.projectId, name: null }, outcome: "refused", status: 400 },
      { action: "project.rename", actor: member(owner), target: { kind: "project", id: stranger.projectId, name: null }, outcome: "refused", status: 404 },
      { action: "project.create", actor: member(viewer), target: null, outcome: "refused", status: 403 },
    ]);
    // The other organisation's trail holds nothing of it: only its own making.
    expect((await entries(stranger)).entries.map((entry) => entry.action)).toEqual(["organisation.create"]);
  });

  it("filters by actor, action, target, outcome and time, and pages newest first", async () => {
    const owner = await server.createOwner();
    const names = ["alpha", "beta", "gamma", "delta"];
    for (const name of names) {
      const rule = { name, metric: "request_rate", comparison: "above", threshold: 5, windowMinutes: 5, forMinutes: 0 };
      expect((await api(owner, "POST", `/api/projects/${owner.projectId}/alerts/rules`, rule)).status).toBe(201);
    }
    // Newest first, after the organisation's own making.
    const all = await entries(owner);
    expect(all.entries.map((entry) => entry.target?.name)).toEqual([...[...names].reverse(), "Ada's organisation"]);
    expect(all.total).toBe(5);

    const page = await entries(owner, "?perPage=3&page=2");
    expect(page).toEqual({
      entries: [expect.objectContaining({ target: expect.objectContaining({ name: "alpha" }) }), expect.objectContaining({ target: expect.objectContaining({ name: "Ada's organisation" }) })],
      total: 5,
      params: { page: 2, perPage: 3 },
    });
    expect((await entries(owner, "?target=GAM")).entries.map((entry) => entry.target?.name)).toEqual(["gamma"]);
    expect((await entries(owner, `?actor=${emailOf(owner).slice(0, 10).toUpperCase()}`)).total).toBe(5);
    expect((await entries(owner, "?actor=somebody-else")).total).toBe(0);
    expect((await entries(owner, "?action=project.delete")).total).toBe(0);
    expect((await entries(owner, "?outcome=succeeded&action=alertRule.create")).total).toBe(4);
    const newest = all.entries[0]?.at ?? "";
    expect((await entries(owner, `?from=${encodeURIComponent(newest)}`)).entries.map((entry) => entry.target?.name)).toEqual(["delta"]);
    expect((await entries(owner, `?to=${encodeURIComponent(newest)}`)).total).toBe(4);

    expect(await api(owner, "GET", "/api/audit?page=-1")).toEqual(badRequest("page: page must be 1 or more"));
    expect(await api(owner, "GET", "/api/audit?perPage=1000")).toEqual(badRequest("perPage: perPage must be at most 100"));
    expect(await api(owner, "GET", "/api/audit?outcome=maybe")).toEqual(badRequest("outcome: outcome must be one of succeeded, refused, failed"));
    expect(await api(owner, "GET", "/api/audit?action=collection.explode")).toEqual(badRequest("action: action must be one of the actions the audit trail records"));
    expect(await api(owner, "GET", "/api/audit?from=yesterday")).toEqual(badRequest("from: from must be a date and time such as 2026-01-31T12:00:00Z"));
    expect(await api(owner, "GET", "/api/audit?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z")).toEqual(badRequest("from: from must be before to"));
  });

  it("is read by owners and admins only", async () => {
    const owner = await server.createOwner();
    const admin = await server.addMember(owner, "admin");
    expect((await api(admin, "GET", "/api/audit")).status).toBe(200);
    for (const role of ["billing", "developer", "viewer"] as const) {
      const other = await server.addMember(owner, role);
      expect(await api(other, "GET", "/api/audit")).toEqual({ status: 403, body: { error: { code: "forbidden", message: expect.stringContaining("read audit is for owner, admin") } } });
      expect((await api(other, "GET", "/api/audit/export")).status).toBe(403);
    }
  });
});
