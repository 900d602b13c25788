// Members limited to some projects, on both stores: each project with a role
// that narrows, never widens, the organisation role; the projects list, GET
// /api/auth/me, project routes and the data plane all see only those; keys
// made beyond the new reach are revoked.
import { listMembersResponseSchema } from "../../../contract/members";
import { signedInUserResponseSchema } from "../../../contract/auth";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

describeEachStore("members limited to some projects", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), {}, { withMailer: true });
  });
  afterAll(() => server.close());

  const api = (caller: Owner, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    server.call(method, path, { headers: { authorization: `Bearer ${caller.token}`, ...headers }, body });

  async function organisationWithTwoProjects() {
    const owner = await server.createOwner();
    // Several projects need a tier past Sandbox's one.
    await server.changeTier(owner, "startup");
    const staging = (await api(owner, "POST", "/api/projects", { name: "Staging" })).body as { id: string };
    return { owner, production: owner.projectId, staging: staging.id };
  }

  it("sees, lists and acts in only the projects they were added to, with the role there", async () => {
    const { owner, production, staging } = await organisationWithTwoProjects();
    const developer = await server.addMember(owner, "developer");
    const limited = await api(owner, "PATCH", `/api/members/${developer.sub}`, { projects: [{ projectId: staging, role: "viewer" }] });
    expect(limited).toEqual({ status: 200, body: expect.objectContaining({ role: "developer", projects: [{ projectId: staging, role: "viewer" }] }) });

    expect((await api(developer, "GET", "/api/projects")).body.projects.map((project: { id: string }) => project.id)).toEqual([staging]);
    const me = signedInUserResponseSchema.parse((await api(developer, "GET", "/api/auth/me")).body);
    expect(me.organisation?.role).toBe("developer");
    expect(me.projects).toEqual([{ id: staging, name: "Staging", createdAt: expect.any(String), role: "viewer", customRole: null }]);

    const notFound = { status: 404, body: { error: { code: "not_found", message: "Project not found" } } };
    expect(await api(developer, "GET", `/api/projects/${production}/api-keys`)).toEqual(notFound);
    expect(await api(developer, "POST", `/api/projects/${production}/api-keys`, { name: "k", access: "read-only" })).toEqual(notFound);
    // A viewer in staging: read-only keys, no uploads.
    expect((await api(developer, "POST", `/api/projects/${staging}/api-keys`, { name: "k", access: "read-write" })).status).toBe(403);
    expect((await api(developer, "POST", `/api/projects/${staging}/api-keys`, { name: "k", access: "read-only" })).status).toBe(201);
    expect(await api(developer, "GET", `/api/projects/${staging}/imports`)).toMatchObject({ status: 200 });
    expect(await api(developer, "POST", `/api/projects/${staging}/imports`, {})).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: "Your role (viewer) does not allow this: create import is for owner, admin, developer." } },
    });

    // The data plane, as the console calls it.
    expect((await api(developer, "GET", "/collections", undefined, { "x-project-id": production })).status).toBe(403);
    expect((await api(developer, "GET", "/collections", undefined, { "x-project-id": staging })).status).toBe(200);
    expect(await api(developer, "PUT", "/collections/docs", { vectors: { size: 2, distance: "Dot" } }, { "x-project-id": staging })).toEqual({
      status: 403,
      body: { status: { error: "Forbidden: Your role (viewer) does not allow this: write collection is for owner, admin, developer, read-write" }, time: expect.any(Number) },
    });

    // Every project again.
    expect((await api(owner, "PATCH", `/api/members/${developer.sub}`, { projects: null })).body).toMatchObject({ projects: null });
    expect((await api(developer, "GET", "/api/projects")).body.projects).toHaveLength(2);
  });

  it("refuses a role in a project wider than the organisation role, and a project of another organisation", async () => {
    const { owner, staging } = await organisationWithTwoProjects();
    const stranger = await server.createOwner();
    const developer = await server.addMember(owner, "developer");
    expect(await api(owner, "PATCH", `/api/members/${developer.sub}`, { projects: [{ projectId: staging, role: "admin" }] })).toEqual({
      status: 400,
      body: {
        error: {
          code: "bad_request",
          field: "projects",
          message:
            "projects: A role in a project narrows the role in the organisation, never widens it: admin holds project.create, project.update, project.delete, apiKey.revokeAny, model.create, model.update, model.test, model.delete, alert.create, alert.update, alert.delete, backup.schedule, member.invite, member.update, member.remove, plan.read, plan.update, invoice.read, invoice.update, audit.read, role.create, role.update, role.delete, which developer does not.",
        },
      },
    });
    expect(await api(owner, "PATCH", `/api/members/${developer.sub}`, { projects: [{ projectId: stranger.projectId, role: "viewer" }] })).toEqual({
      status: 400,
      body: { error: { code: "bad_request", field: "projects", message: `projects: ${stranger.projectId} is not a project of this organisation.` } },
    });
    expect((await api(owner, "PATCH", `/api/members/${developer.sub}`, { projects: [{ projectId: "nope", role: "viewer" }] })).body).toEqual({
      error: { code: "bad_request", message: "projects.0.projectId: projectId must be a project's id (a UUID)" },
    });
  });

  it("brings roles in projects down with the organisation role, and revokes keys beyond the new reach", async () => {
    const { owner, production, staging } = await organisationWithTwoProjects();
    const developer = await server.addMember(owner, "developer");
    const productionKey = await server.createApiKey(developer, { access: "read-write" }, production);
    const stagingKey = await server.createApiKey(developer, { access: "read-write" }, staging);
    await api(owner, "PATCH", `/api/members/${developer.sub}`, { projects: [{ projectId: staging, role: "developer" }] });
    expect((await server.call("GET", "/collections", { apiKey: productionKey.key })).status).toBe(401);
    expect((await server.call("GET", "/collections", { apiKey: stagingKey.key })).status).toBe(200);

    await api(owner, "PATCH", `/api/members/${developer.sub}`, { role: "viewer" });
    const listed = listMembersResponseSchema.parse((await api(owner, "GET", "/api/members")).body);
    expect(listed.members.find((member) => member.id === developer.sub)).toMatchObject({ role: "viewer", projects: [{ projectId: staging, role: "viewer" }] });
    expect((await server.call("GET", "/collections", { apiKey: stagingKey.key })).status).toBe(401);
  });

  it("adds a limited member who makes a project to it", async () => {
    const { owner, staging } = await organisationWithTwoProjects();
    const admin = await server.addMember(owner, "admin");
    await api(owner, "PATCH", `/api/members/${admin.sub}`, { projects: [{ projectId: staging, role: "admin" }] });
    const made = (await api(admin, "POST", "/api/projects", { name: "Research" })).body as { id: string };
    const me = signedInUserResponseSchema.parse((await api(admin, "GET", "/api/auth/me")).body);
    expect(me.projects.map((project) => [project.name, project.role])).toEqual([
      ["Staging", "admin"],
      ["Research", "admin"],
    ]);
    expect((await api(admin, "GET", `/api/projects/${made.id}/api-keys`)).status).toBe(200);
  });
});
