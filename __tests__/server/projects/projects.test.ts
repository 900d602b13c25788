// /api/projects over HTTP: list, create, rename, delete, always inside the
// caller's organisation. Deleting a project with collections needs its name.
import { listProjectsResponseSchema, projectSchema } from "../../../contract/projects";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";

describeEachStore("/api/projects", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
  });
  afterAll(() => server.close());

  const as = (owner: Owner) => ({ authorization: `Bearer ${owner.token}` });
  const api = (owner: Owner, method: string, path: string, body?: unknown) => server.call(method, path, { headers: as(owner), body });
  /** An owner whose tier allows more than Sandbox's one project. */
  const ownerOnStartup = async () => {
    const owner = await server.createOwner();
    await server.changeTier(owner, "startup");
    return owner;
  };

  it("lists the organisation's projects, the default one first, with their collection counts", async () => {
    const owner = await ownerOnStartup();
    const created = await api(owner, "POST", "/api/projects", { name: "  Search  " });
    expect(created.status).toBe(201);
    expect(projectSchema.parse(created.body)).toEqual({ id: expect.any(String), name: "Search", createdAt: expect.any(String), collectionsCount: 0, region: "local" });

    const { key } = await server.createApiKey(owner);
    await server.client(key).createCollection("docs", { vectors: { size: 2, distance: "Dot" } });

    const listed = await api(owner, "GET", "/api/projects");
    expect(listed.status).toBe(200);
    expect(listProjectsResponseSchema.parse(listed.body).projects.map(({ id, name, collectionsCount }) => ({ id, name, collectionsCount }))).toEqual([
      { id: owner.projectId, name: "Default project", collectionsCount: 1 },
      { id: created.body.id, name: "Search", collectionsCount: 0 },
    ]);
  });

  it("refuses a blank, a too long or a duplicate name", async () => {
    const owner = await ownerOnStartup();
    expect(await api(owner, "POST", "/api/projects", { name: "   " })).toEqual({ status: 400, body: { error: { code: "bad_request", message: "name: Project name must not be empty" } } });
    expect((await api(owner, "POST", "/api/projects", { name: "x".repeat(101) })).body).toEqual({
      error: { code: "bad_request", message: "name: Project name must be at most 100 characters" },
    });
    expect(await api(owner, "POST", "/api/projects", { name: "Default project" })).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: 'A project named "Default project" already exists' } },
    });
    expect((await api(owner, "POST", "/api/projects", { name: "ok", colour: "red" })).status).toBe(400);
  });

  it("renames a project", async () => {
    const owner = await ownerOnStartup();
    const renamed = await api(owner, "PATCH", `/api/projects/${owner.projectId}`, { name: "Production" });
    expect(renamed).toEqual({ status: 200, body: { id: owner.projectId, name: "Production", createdAt: expect.any(String), collectionsCount: 0, region: "local" } });
    await api(owner, "POST", "/api/projects", { name: "Staging" });
    expect((await api(owner, "PATCH", `/api/projects/${owner.projectId}`, { name: "Staging" })).status).toBe(409);
  });

  it("deletes an empty project", async () => {
    const owner = await ownerOnStartup();
    const { body: project } = await api(owner, "POST", "/api/projects", { name: "Scratch" });
    expect(await api(owner, "DELETE", `/api/projects/${project.id}`)).toEqual({ status: 204, body: undefined });
    const listed = listProjectsResponseSchema.parse((await api(owner, "GET", "/api/projects")).body);
    expect(listed.projects.map(({ name }) => name)).toEqual(["Default project"]);
  });

  it("deletes a project with collections only when confirmed with its exact name, and its collections and keys with it", async () => {
    const owner = await ownerOnStartup();
    const { body: project } = await api(owner, "POST", "/api/projects", { name: "Vectors" });
    const { key } = await server.createApiKey(owner, {}, project.id);
    const client = server.client(key);
    await client.createCollection("docs", { vectors: { size: 2, distance: "Dot" } });
    await client.upsert("docs", { wait: true, points: [{ id: 1, vector: [1, 2] }] });

    const refused = await api(owner, "DELETE", `/api/projects/${project.id}`);
    expect(refused).toEqual({
      status: 409,
      body: {
        error: {
          code: "conflict",
          message: 'Project "Vectors" has 1 collection: delete them first, or confirm with the project\'s exact name (confirmName) to delete them with it.',
        },
      },
    });
    expect((await api(owner, "DELETE", `/api/projects/${project.id}`, { confirmName: "vectors" })).status).toBe(409);
    expect(await client.collectionExists("docs")).toEqual({ exists: true });

    expect((await api(owner, "DELETE", `/api/projects/${project.id}`, { confirmName: "Vectors" })).status).toBe(204);
    // The project's key went with it, at once.
    expect(await server.call("GET", "/collections", { apiKey: key })).toEqual({ status: 401, body: { status: { error: "Invalid API key or JWT" }, time: expect.any(Number) } });
  });

  it("never shows or changes another organisation's project: 404", async () => {
    const owner = await server.createOwner();
    const stranger = await server.createOwner();
    for (const [method, body] of [
      ["PATCH", { name: "Mine now" }],
      ["DELETE", undefined],
    ] as const) {
      expect(await api(stranger, method, `/api/projects/${owner.projectId}`, body)).toEqual({ status: 404, body: { error: { code: "not_found", message: "Project not found" } } });
    }
    expect((await api(stranger, "GET", `/api/projects/${owner.projectId}/api-keys`)).status).toBe(404);
    const strangerProjects = listProjectsResponseSchema.parse((await api(stranger, "GET", "/api/projects")).body).projects;
    expect(strangerProjects.map(({ id }) => id)).toEqual([stranger.projectId]);
    expect((await api(owner, "PATCH", "/api/projects/not-a-uuid", { name: "x" })).status).toBe(404);
  });

  it("needs a signed-in user with an organisation", async () => {
    expect((await server.call("GET", "/api/projects")).status).toBe(401);
    const { token } = server.users.signIn();
    expect(await server.call("GET", "/api/projects", { headers: { authorization: `Bearer ${token}` } })).toEqual({
      status: 404,
      body: { error: { code: "not_found", message: "You have no organisation yet: register first (POST /api/auth/register-owner)." } },
    });
  });
});
