// DELETE /api/auth/me: before the account itself goes, everything the service
// keeps of it goes: the owned organisation, its projects, collections (rows
// and vectors) and keys (unless another owner remains: it is theirs then), and
// memberships of other organisations with the notifications they brought.
import { eq } from "drizzle-orm";
import { signedInUserResponseSchema } from "../../../contract/auth";
import { collections, memberships, notifications, organisations } from "../../../server/db/schema";
import { describeEachStore } from "../support/stores";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";

describeEachStore("DELETE /api/auth/me", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), {}, { withMailer: true });
  });
  afterAll(() => server.close());

  const api = (owner: Owner, method: string, path: string, body?: unknown) => server.call(method, path, { headers: { authorization: `Bearer ${owner.token}` }, body });

  async function fill(owner: Owner, projectId: string, name: string): Promise<string> {
    const { key } = await server.createApiKey(owner, {}, projectId);
    const client = server.client(key);
    await client.createCollection(name, { vectors: { size: 2, distance: "Dot" } });
    await client.upsert(name, { wait: true, points: [{ id: 1, vector: [1, 2] }] });
    return key;
  }

  it("deletes the owner's organisation with its projects, vectors and keys, and nobody else's", async () => {
    const owner = await server.createOwner();
    const stranger = await server.createOwner();
    await server.changeTier(owner, "startup");
    const { body: second } = await api(owner, "POST", "/api/projects", { name: "Second" });
    const keys = [await fill(owner, owner.projectId, "docs"), await fill(owner, second.id, "images")];
    const strangerKey = await fill(stranger, stranger.projectId, "docs");
    const db = getStore().db;
    const engineIds = (await db.select({ engineId: collections.engineId }).from(collections).where(eq(collections.projectId, owner.projectId)))
      .concat(await db.select({ engineId: collections.engineId }).from(collections).where(eq(collections.projectId, second.id)))
      .map(({ engineId }) => engineId);
    expect(engineIds).toHaveLength(2);
    // A membership of the stranger's organisation, as an invitation would leave it.
    await db.insert(memberships).values({ organisationId: stranger.organisationId, userSub: owner.sub, role: "developer" });
    // And the bell's notice of an alert in the stranger's project, as that membership brings them.
    const notice = { projectId: stranger.projectId, kind: "alert.firing", title: "Traffic is firing", subtitle: "", avatarAlt: "Alert", href: "/alerting" } as const;
    await db.insert(notifications).values([{ ...notice, userSub: owner.sub }, { ...notice, userSub: stranger.sub }]);

    expect(await api(owner, "DELETE", "/api/auth/me")).toEqual({ status: 204, body: undefined });

    const me = signedInUserResponseSchema.parse((await api(owner, "GET", "/api/auth/me")).body);
    expect(me).toMatchObject({ organisation: null, projects: [] });
    for (const key of keys) {
      expect(await server.call("GET", "/collections", { apiKey: key })).toEqual({ status: 401, body: { status: { error: "Invalid API key or JWT" }, time: expect.any(Number) } });
    }
    for (const engineId of engineIds) await expect(server.engine.stats(engineId)).rejects.toThrow(/does not exist/);
    expect(await db.select().from(memberships).where(eq(memberships.userSub, owner.sub))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userSub, owner.sub))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.userSub, stranger.sub))).toHaveLength(1);

    expect((await server.client(strangerKey).count("docs", { exact: true })).count).toBe(1);
    expect((await api(stranger, "GET", "/api/auth/me")).body).toMatchObject({ organisation: { id: stranger.organisationId } });
  });

  it("leaves the organisation to another owner, if there is one, revoking only the keys the leaver made", async () => {
    const owner = await server.createOwner();
    const coOwner = await server.addMember(owner, "owner");
    const ownersKey = await fill(owner, owner.projectId, "docs");
    const coOwnersKey = (await server.createApiKey(coOwner)).key;

    expect(await api(owner, "DELETE", "/api/auth/me")).toEqual({ status: 204, body: undefined });

    const [organisation] = await getStore().db.select().from(organisations).where(eq(organisations.id, owner.organisationId));
    expect(organisation?.ownerSub).toBe(coOwner.sub);
    expect((await server.call("GET", "/collections", { apiKey: ownersKey })).status).toBe(401);
    expect((await server.client(coOwnersKey).count("docs", { exact: true })).count).toBe(1);
    expect((await api(coOwner, "GET", "/api/members")).body).toMatchObject({ total: 1, members: [{ id: coOwner.sub, role: "owner" }] });
  });

  it("answers 204 for a user with no organisation, and needs a signed-in user", async () => {
    const { token } = server.users.signIn();
    expect(await server.call("DELETE", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).toEqual({ status: 204, body: undefined });
    expect((await server.call("DELETE", "/api/auth/me")).status).toBe(401);
  });
});
