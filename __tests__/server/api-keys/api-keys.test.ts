// /api/projects/:projectId/api-keys over HTTP: a key is shown in full once,
// stored only as a hash, listed by its partial key, and revoked at once.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { createApiKeyResponseSchema, listApiKeysResponseSchema } from "../../../contract/api-keys";
import { apiKeys } from "../../../server/db/schema";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";

describeEachStore("/api/projects/:projectId/api-keys", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore());
  });
  afterAll(() => server.close());

  const api = (owner: Owner, method: string, path: string, body?: unknown) => server.call(method, path, { headers: { authorization: `Bearer ${owner.token}` }, body });

  it("creates a key, shown in full once, and stores only its SHA-256", async () => {
    const owner = await server.createOwner();
    const created = await api(owner, "POST", `/api/projects/${owner.projectId}/api-keys`, { name: "ingest", access: "read-write", collections: ["docs", "docs"] });
    expect(created.status).toBe(201);
    const { apiKey, key } = createApiKeyResponseSchema.parse(created.body);
    expect(key).toMatch(/^vdb_[0-9A-Za-z]{32}$/);
    expect(apiKey).toEqual({
      id: expect.any(String),
      name: "ingest",
      partialKey: `vdb_${key.slice(4, 8)}…${key.slice(-4)}`,
      access: "read-write",
      collections: ["docs"],
      createdBy: { sub: owner.sub, email: expect.stringMatching(/@example\.com$/), name: "Ada Lovelace" },
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const [row] = await getStore().db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row?.hashedKey).toBe(createHash("sha256").update(key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(key.slice(4));

    const listed = listApiKeysResponseSchema.parse((await api(owner, "GET", `/api/projects/${owner.projectId}/api-keys`)).body);
    expect(listed.apiKeys).toEqual([apiKey]);
    expect(JSON.stringify(listed)).not.toContain(key);
  });

  it("shows when a key was last used", async () => {
    const owner = await server.createOwner();
    const { apiKey, key } = await server.createApiKey(owner);
    await server.client(key).getCollections();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const [listed] = listApiKeysResponseSchema.parse((await api(owner, "GET", `/api/projects/${owner.projectId}/api-keys`)).body).apiKeys;
      if (listed?.lastUsedAt) {
        expect(listed.id).toBe(apiKey.id);
        expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("last_used_at was never set");
  });

  it("refuses bad key requests, naming the field", async () => {
    const owner = await server.createOwner();
    const path = `/api/projects/${owner.projectId}/api-keys`;
    expect((await api(owner, "POST", path, { name: "", access: "read-write" })).body).toEqual({
      error: { code: "bad_request", message: "name: API key name must not be empty" },
    });
    expect((await api(owner, "POST", path, { name: "k", access: "admin" })).body).toEqual({
      error: { code: "bad_request", message: "access: Access must be one of read-write, read-only" },
    });
    expect((await api(owner, "POST", path, { name: "k", access: "read-only", collections: [] })).body).toEqual({
      error: { code: "bad_request", message: "collections: List at least one collection, or leave collections out for all of them" },
    });
  });

  it("revokes a key at once; revoking it again, or a key of another project, is a 404", async () => {
    const owner = await server.createOwner();
    const { apiKey, key } = await server.createApiKey(owner);
    expect((await server.call("GET", "/collections", { apiKey: key })).status).toBe(200);
    expect((await api(owner, "DELETE", `/api/projects/${owner.projectId}/api-keys/${apiKey.id}`)).status).toBe(204);
    expect((await server.call("GET", "/collections", { apiKey: key })).status).toBe(401);
    expect(listApiKeysResponseSchema.parse((await api(owner, "GET", `/api/projects/${owner.projectId}/api-keys`)).body).apiKeys).toEqual([]);
    expect(await api(owner, "DELETE", `/api/projects/${owner.projectId}/api-keys/${apiKey.id}`)).toEqual({
      status: 404,
      body: { error: { code: "not_found", message: "API key not found" } },
    });
  });

  it("never makes a key with more rights than its maker: a viewer makes read-only keys", async () => {
    const owner = await server.createOwner();
    const viewer = await server.addMember(owner, "viewer");
    const path = `/api/projects/${owner.projectId}/api-keys`;
    expect(await api(viewer, "POST", path, { name: "writer", access: "read-write" })).toEqual({
      status: 403,
      body: {
        error: {
          code: "forbidden",
          message: "A read-write key would carry rights your role (viewer) does not hold: a key never carries more rights than its maker, so you may make read-only keys.",
        },
      },
    });
    const made = await api(viewer, "POST", path, { name: "reader", access: "read-only" });
    expect(made.status).toBe(201);
    expect(made.body.apiKey.createdBy).toEqual({ sub: viewer.sub, email: expect.any(String), name: "Ada Lovelace" });
    const billing = await server.addMember(owner, "billing");
    expect(await api(billing, "POST", path, { name: "reader", access: "read-only" })).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: "Your role (billing) does not allow this: create apiKey is for owner, admin, developer, viewer." } },
    });
  });

  it("lets a key's maker revoke it, and only managers revoke keys others made", async () => {
    const owner = await server.createOwner();
    const developer = await server.addMember(owner, "developer");
    const admin = await server.addMember(owner, "admin");
    const ownersKey = await server.createApiKey(owner);
    const developersKey = await server.createApiKey(developer);
    const path = (id: string) => `/api/projects/${owner.projectId}/api-keys/${id}`;
    expect(await api(developer, "DELETE", path(ownersKey.apiKey.id))).toEqual({
      status: 403,
      body: {
        error: { code: "forbidden", message: "This key was made by someone else: your role (developer) may revoke only the keys you made (revokeAny apiKey is for owner, admin)." },
      },
    });
    expect((await api(developer, "DELETE", path(developersKey.apiKey.id))).status).toBe(204);
    expect((await api(admin, "DELETE", path(ownersKey.apiKey.id))).status).toBe(204);
  });

  it("keeps organisations apart: another organisation's project and keys are not found", async () => {
    const owner = await server.createOwner();
    const stranger = await server.createOwner();
    const { apiKey, key } = await server.createApiKey(owner);
    expect((await api(stranger, "POST", `/api/projects/${owner.projectId}/api-keys`, { name: "mine", access: "read-write" })).status).toBe(404);
    expect((await api(stranger, "GET", `/api/projects/${owner.projectId}/api-keys`)).status).toBe(404);
    expect((await api(stranger, "DELETE", `/api/projects/${owner.projectId}/api-keys/${apiKey.id}`)).status).toBe(404);
    // Through the stranger's own project, the owner's key id is still not found.
    expect((await api(stranger, "DELETE", `/api/projects/${stranger.projectId}/api-keys/${apiKey.id}`)).status).toBe(404);
    expect((await server.call("GET", "/collections", { apiKey: key })).status).toBe(200);
  });
});
