// /api/roles over HTTP on both stores: a custom role made, listed, granted to
// a member and to an invitee, held to its rights on both planes (a refusal in
// its words), changed (its holders follow at once, their keys beyond it
// revoked) and deleted only when nobody holds it; nobody makes, grants or
// changes one with rights they lack; another organisation's roles stay out of
// sight; bad input refused in clear words; each change on the audit trail.
import { eq } from "drizzle-orm";
import { signedInUserResponseSchema } from "../../../contract/auth";
import { customRoleSchema, listCustomRolesResponseSchema, type CustomRoleView } from "../../../contract/roles";
import { allRights, isAllowed, rightName } from "../../../contract/rights";
import { auditEntries, identityUsers } from "../../../server/db/schema";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

/** A developer who may not write collections nor make API keys. */
const ANALYST_RIGHTS = allRights()
  .filter((right) => isAllowed("developer", right))
  .map(rightName)
  .filter((name) => !["collection.write", "apiKey.create"].includes(name));

describeEachStore("/api/roles", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), {}, { withMailer: true });
  });
  afterAll(() => server.close());

  const api = (caller: Owner, method: string, path: string, body?: unknown) => server.call(method, path, { headers: { authorization: `Bearer ${caller.token}` }, body });
  const data = (caller: Owner, method: string, path: string, body?: unknown) =>
    server.call(method, path, { headers: { authorization: `Bearer ${caller.token}`, "x-project-id": caller.projectId }, body });
  const badRequest = (message: string, field?: string) => ({ status: 400, body: { error: { code: "bad_request", message, ...(field ? { field } : {}) } } });
  const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`;

  async function makeRole(caller: Owner, body: Record<string, unknown>): Promise<CustomRoleView> {
    const answer = await api(caller, "POST", "/api/roles", body);
    if (answer.status !== 201) throw new Error(`POST /api/roles answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return customRoleSchema.parse(answer.body);
  }

  it("makes a custom role, lists it with its holders, and grants it: the member is held to it on both planes", async () => {
    const owner = await server.createOwner();
    const analyst = await makeRole(owner, { name: "Analyst", description: "Reads and searches; changes nothing", baseRole: "developer", rights: ANALYST_RIGHTS });
    expect(analyst).toEqual({
      id: expect.any(String),
      name: "Analyst",
      description: "Reads and searches; changes nothing",
      baseRole: "developer",
      // Kept sorted, without the rights every member holds.
      rights: ANALYST_RIGHTS.filter((name) => !["account.read", "account.delete", "project.read", "notification.read"].includes(name)).sort(),
      holders: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const member = await server.addMember(owner, "developer");
    // Before the custom role: a developer writes collections and makes keys.
    expect((await data(member, "PUT", "/collections/before", { vectors: { size: 2, distance: "Dot" } })).status).toBe(200);
    const granted = await api(owner, "PATCH", `/api/members/${member.sub}`, { customRoleId: analyst.id });
    expect(granted).toMatchObject({ status: 200, body: { id: member.sub, role: "developer", customRole: { id: analyst.id, name: "Analyst", baseRole: "developer" } } });
    expect(listCustomRolesResponseSchema.parse((await api(owner, "GET", "/api/roles")).body).roles.map((role) => [role.name, role.holders])).toEqual([["Analyst", 1]]);

    const me = signedInUserResponseSchema.parse((await api(member, "GET", "/api/auth/me")).body);
    expect(me.organisation).toMatchObject({ role: "developer", customRole: { name: "Analyst", rights: analyst.rights } });
    expect(me.projects[0]).toMatchObject({ role: "developer", customRole: { name: "Analyst" } });

    // Reading goes on; writing and keys are refused in the custom role's words.
    expect((await data(member, "GET", "/collections")).status).toBe(200);
    expect(await data(member, "PUT", "/collections/after", { vectors: { size: 2, distance: "Dot" } })).toEqual({
      status: 403,
      body: { status: { error: 'Forbidden: Your custom role ("Analyst") does not allow this: it does not hold collection.write' }, time: expect.any(Number) },
    });
    expect(await api(member, "POST", `/api/projects/${member.projectId}/api-keys`, { name: "mine", access: "read-only" })).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: 'Your custom role ("Analyst") does not allow this: it does not hold apiKey.create.' } },
    });
  });

  it("applies a change to its holders at once, revoking the keys they made beyond it; a new base role moves their role", async () => {
    const owner = await server.createOwner();
    const member = await server.addMember(owner, "developer");
    const { key } = await server.createApiKey(member, { access: "read-write" });
    const keyed = () => server.call("GET", "/collections", { apiKey: key });
    const role = await makeRole(owner, { name: "Builder", baseRole: "developer", rights: allRights().filter((right) => isAllowed("developer", right)).map(rightName) });
    expect((await api(owner, "PATCH", `/api/members/${member.sub}`, { customRoleId: role.id })).status).toBe(200);
    // All of a developer's rights: the key stands.
    expect((await keyed()).status).toBe(200);

    const narrowed = await api(owner, "PATCH", `/api/roles/${role.id}`, { rights: ANALYST_RIGHTS });
    expect(narrowed).toMatchObject({ status: 200, body: { name: "Builder", holders: 1 } });
    expect(narrowed.body.rights).not.toContain("collection.write");
    // Its maker no longer writes: the read-write key went with the change.
    expect((await keyed()).status).toBe(401);
    expect((await data(member, "PUT", "/collections/narrowed", { vectors: { size: 2, distance: "Dot" } })).status).toBe(403);

    // Based on viewer now: the holder's role follows, and rights a viewer lacks go.
    const lowered = await api(owner, "PATCH", `/api/roles/${role.id}`, { baseRole: "viewer" });
    expect(lowered).toMatchObject({ status: 200, body: { baseRole: "viewer" } });
    expect(lowered.body.rights).not.toContain("import.create");
    const list = await api(owner, "GET", "/api/members");
    expect(list.body.members.find((entry: { id: string }) => entry.id === member.sub)).toMatchObject({ role: "viewer", customRole: { name: "Builder", baseRole: "viewer" } });
  });

  it("deletes a role only when nobody holds it, and says who does", async () => {
    const owner = await server.createOwner();
    const member = await server.addMember(owner, "viewer");
    const role = await makeRole(owner, { name: "Reader", baseRole: "viewer", rights: ["collection.read"] });
    await api(owner, "PATCH", `/api/members/${member.sub}`, { customRoleId: role.id });
    expect(await api(owner, "DELETE", `/api/roles/${role.id}`)).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: 'The custom role "Reader" cannot be deleted: 1 member or invitation holds it. Give them another role first.' } },
    });
    expect((await api(owner, "PATCH", `/api/members/${member.sub}`, { role: "viewer" })).body).toMatchObject({ role: "viewer", customRole: null });
    expect(await api(owner, "DELETE", `/api/roles/${role.id}`)).toEqual({ status: 204, body: undefined });
    expect(listCustomRolesResponseSchema.parse((await api(owner, "GET", "/api/roles")).body).roles).toEqual([]);
    expect(await api(owner, "DELETE", `/api/roles/${role.id}`)).toEqual({ status: 404, body: { error: { code: "not_found", message: "Custom role not found" } } });
  });

  it("invites with a custom role: the invitee joins holding it", async () => {
    const owner = await server.createOwner();
    const role = await makeRole(owner, { name: "Auditor", baseRole: "admin", rights: ["audit.read", "member.read", "collection.read"] });
    const email = `${unique("grace")}@example.com`;
    const invited = await api(owner, "POST", "/api/members/invitations", { email, customRoleId: role.id });
    expect(invited).toMatchObject({ status: 201, body: { state: "invited", role: "admin", customRole: { name: "Auditor" } } });
    const [account] = await getStore().db.select().from(identityUsers).where(eq(identityUsers.email, email));
    const { token } = server.users.signIn({ sub: account?.sub ?? "", email, givenName: "Grace", familyName: "Hopper" });
    const me = signedInUserResponseSchema.parse((await server.call("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).body);
    expect(me.organisation).toMatchObject({ role: "admin", customRole: { name: "Auditor" } });
    // An auditor reads the activity log, but may not invite.
    const grace = { sub: account?.sub ?? "", token, organisationId: owner.organisationId, projectId: owner.projectId };
    expect((await api(grace, "GET", "/api/audit")).status).toBe(200);
    expect((await api(grace, "POST", "/api/members/invitations", { email: `${unique("alan")}@example.com`, role: "viewer" })).status).toBe(403);
  });

  it("lets nobody make, change, grant or delete a role with rights they lack", async () => {
    const owner = await server.createOwner();
    const admin = await server.addMember(owner, "admin");
    expect(await api(admin, "POST", "/api/roles", { name: "Almost owner", baseRole: "owner", rights: ["organisation.delete"] })).toEqual({
      status: 403,
      body: { error: { code: "forbidden", message: 'Your role (admin) cannot grant the role "Almost owner": nobody grants more than they hold, and "Almost owner" holds organisation.delete.' } },
    });
    const ownerMade = await makeRole(owner, { name: "Closer", baseRole: "owner", rights: ["organisation.delete"] });
    expect((await api(admin, "PATCH", `/api/roles/${ownerMade.id}`, { name: "Renamed" })).status).toBe(403);
    expect((await api(admin, "DELETE", `/api/roles/${ownerMade.id}`)).status).toBe(403);
    const member = await server.addMember(owner, "viewer");
    expect((await api(admin, "PATCH", `/api/members/${member.sub}`, { customRoleId: ownerMade.id })).status).toBe(403);
    // A developer may not make roles at all.
    const developer = await server.addMember(owner, "developer");
    expect((await api(developer, "POST", "/api/roles", { name: "Mine", baseRole: "viewer", rights: [] })).status).toBe(403);
    // An owner narrowed by a custom role does not count as the owner who must remain.
    expect(await api(owner, "PATCH", `/api/members/${owner.sub}`, { customRoleId: ownerMade.id })).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: "At least one owner must remain: make another member an owner first." } },
    });
  });

  it("keeps each organisation's roles to itself", async () => {
    const owner = await server.createOwner();
    const other = await server.createOwner();
    const role = await makeRole(owner, { name: "Private", baseRole: "viewer", rights: [] });
    expect(listCustomRolesResponseSchema.parse((await api(other, "GET", "/api/roles")).body).roles).toEqual([]);
    expect((await api(other, "PATCH", `/api/roles/${role.id}`, { name: "Mine now" })).status).toBe(404);
    expect((await api(other, "DELETE", `/api/roles/${role.id}`)).status).toBe(404);
    const member = await server.addMember(other, "viewer");
    expect(await api(other, "PATCH", `/api/members/${member.sub}`, { customRoleId: role.id })).toEqual(
      badRequest(`customRoleId: ${role.id} is not a custom role of this organisation.`, "customRoleId"),
    );
  });

  it("refuses bad input in clear words", async () => {
    const owner = await server.createOwner();
    await makeRole(owner, { name: "Analyst", baseRole: "developer", rights: [] });
    const post = (body: unknown) => api(owner, "POST", "/api/roles", body);
    expect(await post({ name: "analyst", baseRole: "viewer", rights: [] })).toEqual(badRequest('name: a custom role named "analyst" exists already.', "name"));
    expect(await post({ name: "Admin", baseRole: "viewer", rights: [] })).toEqual(badRequest("name: name must not be a built-in role's name"));
    expect(await post({ name: "Flyer", baseRole: "viewer", rights: ["collection.fly"] })).toEqual(badRequest("rights: collection.fly is not a right of the table"));
    expect(await post({ name: "Writer", baseRole: "viewer", rights: ["collection.write"] })).toEqual(
      badRequest("rights: a custom role narrows its base role (viewer), which does not hold collection.write"),
    );
    expect(await post({ name: "Nobody", baseRole: "superuser", rights: [] })).toEqual(badRequest("baseRole: Role must be one of owner, admin, billing, developer, viewer"));
    expect((await post({ name: "", baseRole: "viewer", rights: [] })).status).toBe(400);
    expect((await api(owner, "PATCH", `/api/roles/${crypto.randomUUID()}`, {})).status).toBe(400);
    const member = await server.addMember(owner, "viewer");
    expect((await api(owner, "PATCH", `/api/members/${member.sub}`, { role: "viewer", customRoleId: crypto.randomUUID() })).status).toBe(400);
  });

  it("goes with its organisation, held or not", async () => {
    const owner = await server.createOwner();
    const member = await server.addMember(owner, "viewer");
    const role = await makeRole(owner, { name: "Leaving", baseRole: "viewer", rights: [] });
    await api(owner, "PATCH", `/api/members/${member.sub}`, { customRoleId: role.id });
    expect((await api(owner, "DELETE", "/api/auth/me")).status).toBe(204);
    expect((await api(member, "GET", "/api/auth/me")).body).toMatchObject({ organisation: null });
  });

  it("records each change on the audit trail, with its rights before and after", async () => {
    const owner = await server.createOwner();
    const role = await makeRole(owner, { name: "Tracked", baseRole: "viewer", rights: ["collection.read"] });
    await api(owner, "PATCH", `/api/roles/${role.id}`, { rights: [] });
    await api(owner, "DELETE", `/api/roles/${role.id}`);
    const entries = await getStore().db.select().from(auditEntries).where(eq(auditEntries.organisationId, owner.organisationId));
    const ofRole = entries.filter((entry) => entry.action.startsWith("role.")).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(ofRole.map((entry) => [entry.action, entry.outcome, entry.targetLabel, entry.actorId])).toEqual([
      ["role.create", "succeeded", "Tracked", owner.sub],
      ["role.update", "succeeded", "Tracked", owner.sub],
      ["role.delete", "succeeded", "Tracked", owner.sub],
    ]);
    expect(ofRole[1]?.details).toEqual({ before: { name: "Tracked", baseRole: "viewer", rights: ["collection.read"] }, after: { name: "Tracked", baseRole: "viewer", rights: [] } });
  });
});
