// /api/members over HTTP on both stores, with the embedded user pool: the
// list searched and paged, an invitation mailed with a temporary password and
// accepted at the invitee's first call, resent, revoked and expired; roles
// changed and members removed within the rules (nobody grants more than they
// hold, one owner remains), their keys revoked with them; bad input refused
// in clear words.
import { eq } from "drizzle-orm";
import { listMembersResponseSchema, memberSchema, type Member } from "../../../contract/members";
import { signedInUserResponseSchema } from "../../../contract/auth";
import { identityUsers, invitations, organisations } from "../../../server/db/schema";
import { readLatestMessage } from "../../../server/mail/outbox";
import { startDataPlaneServer, type DataPlaneServer, type Owner } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachStore("/api/members", (getStore) => {
  let server: DataPlaneServer;
  beforeAll(async () => {
    server = await startDataPlaneServer(getStore(), {}, { withMailer: true });
  });
  afterAll(() => server.close());

  const api = (caller: Owner, method: string, path: string, body?: unknown) => server.call(method, path, { headers: { authorization: `Bearer ${caller.token}` }, body });
  const list = async (caller: Owner, query = "") => listMembersResponseSchema.parse((await api(caller, "GET", `/api/members${query}`)).body);
  const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const forbidden = (message: string) => ({ status: 403, body: { error: { code: "forbidden", message } } });
  const badRequest = (message: string, field?: string) => ({ status: 400, body: { error: { code: "bad_request", message, ...(field ? { field } : {}) } } });

  async function invite(caller: Owner, email: string, role = "developer"): Promise<Member> {
    const answer = await api(caller, "POST", "/api/members/invitations", { email, role });
    if (answer.status !== 201) throw new Error(`invite answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return memberSchema.parse(answer.body);
  }

  /** The invitee signs in (the pool's sub and address) and makes their first call. */
  async function accept(email: string): Promise<Owner & { sub: string }> {
    const [account] = await getStore().db.select().from(identityUsers).where(eq(identityUsers.email, email.toLowerCase()));
    if (!account) throw new Error(`no account for ${email}`);
    const { token } = server.users.signIn({ sub: account.sub, email: account.email, givenName: "Grace", familyName: "Hopper" });
    const me = signedInUserResponseSchema.parse((await server.call("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).body);
    return { sub: account.sub, token, organisationId: me.organisation?.id ?? "", projectId: me.projects[0]?.id ?? "" };
  }

  it("lists the organisation's members: the owner alone at first", async () => {
    const owner = await server.createOwner();
    expect(await list(owner)).toEqual({
      members: [{ id: owner.sub, state: "active", email: expect.stringMatching(/@example\.com$/), name: "Ada Lovelace", role: "owner", customRole: null, since: expect.any(String), expiresAt: null, projects: null }],
      total: 1,
      params: { q: "", page: 1, perPage: 10 },
    });
  });

  it("invites by e-mail through the user pool: a temporary password mailed, the invitee a member at their first call", async () => {
    const owner = await server.createOwner();
    const email = unique("Grace");
    const invited = await invite(owner, email);
    expect(invited).toEqual({ id: expect.any(String), state: "invited", email: email.toLowerCase(), name: null, role: "developer", customRole: null, since: expect.any(String), expiresAt: expect.any(String), projects: null });
    expect(Date.parse(invited.expiresAt ?? "") - Date.now()).toBeGreaterThan(7 * DAY_MS - 60_000);
    const letter = await readLatestMessage({ db: getStore().db, config: server.config }, email, "invite");
    expect(letter?.subject).toMatch(/^Join .+'s organisation on Vector Database Cloud$/);
    expect(letter?.text).toContain("Ada Lovelace has invited you");
    expect(letter?.text).toMatch(/temporary password \S{16,}/);
    const [account] = await getStore().db.select().from(identityUsers).where(eq(identityUsers.email, email.toLowerCase()));
    expect(account?.status).toBe("FORCE_CHANGE_PASSWORD");
    expect((await list(owner)).members.map((member) => [member.state, member.role])).toEqual([
      ["active", "owner"],
      ["invited", "developer"],
    ]);

    const grace = await accept(email);
    const me = signedInUserResponseSchema.parse((await api(grace, "GET", "/api/auth/me")).body);
    expect(me.organisation).toEqual({ id: owner.organisationId, name: expect.any(String), role: "developer", customRole: null });
    expect(me.projects).toEqual([{ id: owner.projectId, name: "Default project", createdAt: expect.any(String), role: "developer", customRole: null }]);
    const after = await list(owner);
    expect(after.total).toBe(2);
    expect(after.members[1]).toEqual({ id: grace.sub, state: "active", email: email.toLowerCase(), name: "Grace Hopper", role: "developer", customRole: null, since: expect.any(String), expiresAt: null, projects: null });
    // The console's sign-in registers owners: an invitee has nothing to register.
    expect(await api(grace, "POST", "/api/auth/register-owner")).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: "You are a member of an organisation already, by invitation: there is no organisation of your own to register." } },
    });
  });

  it("joins at register-owner too, the console's first call after sign-in, rather than making an organisation", async () => {
    const owner = await server.createOwner();
    const email = unique("first-call");
    await invite(owner, email, "viewer");
    const [account] = await getStore().db.select().from(identityUsers).where(eq(identityUsers.email, email));
    const { token } = server.users.signIn({ sub: account?.sub ?? "", email });
    expect((await server.call("POST", "/api/auth/register-owner", { headers: { authorization: `Bearer ${token}` } })).status).toBe(409);
    const me = signedInUserResponseSchema.parse((await server.call("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).body);
    expect(me.organisation?.id).toBe(owner.organisationId);
    expect(me.organisation?.role).toBe("viewer");
  });

  it("refuses bad input in clear words", async () => {
    const owner = await server.createOwner();
    const member = await server.addMember(owner, "developer");
    const [row] = (await list(owner, `?q=${encodeURIComponent("Ada")}`)).members.filter((entry) => entry.id === member.sub);
    const memberEmail = row?.email ?? "";
    expect(await api(owner, "POST", "/api/members/invitations", { email: unique("x"), role: "superuser" })).toEqual(badRequest("role: Role must be one of owner, admin, billing, developer, viewer"));
    expect(await api(owner, "POST", "/api/members/invitations", { email: "not an address", role: "viewer" })).toEqual(badRequest("email: email must be an e-mail address"));
    expect(await api(owner, "POST", "/api/members/invitations", { email: memberEmail.toUpperCase(), role: "viewer" })).toEqual(
      badRequest(`email: ${memberEmail} is a member of this organisation already.`, "email"),
    );
    const pending = unique("pending");
    await invite(owner, pending);
    expect(await api(owner, "POST", "/api/members/invitations", { email: pending, role: "viewer" })).toEqual(badRequest(`email: ${pending} has an invitation already: resend it instead.`, "email"));
    expect(await api(owner, "GET", "/api/members?page=-1")).toEqual(badRequest("page: page must be 1 or more"));
    expect(await api(owner, "GET", "/api/members?page=two")).toEqual(badRequest("page: page must be a number"));
    expect(await api(owner, "GET", "/api/members?perPage=1000")).toEqual(badRequest("perPage: perPage must be at most 100"));
    expect(await api(owner, "PATCH", `/api/members/${member.sub}`, { role: "member" })).toEqual(badRequest("role: Role must be one of owner, admin, billing, developer, viewer"));
    expect(await api(owner, "PATCH", `/api/members/${member.sub}`, {})).toEqual(badRequest("Give a role, or projects, or both"));
    expect(await api(owner, "PATCH", "/api/members/nobody", { role: "viewer" })).toEqual({ status: 404, body: { error: { code: "not_found", message: "Member not found" } } });
    expect(await api(owner, "DELETE", "/api/members/invitations/not-an-id")).toEqual({ status: 404, body: { error: { code: "not_found", message: "Invitation not found" } } });
  });

  it("refuses an address whose account belongs to another organisation", async () => {
    const owner = await server.createOwner();
    const stranger = await server.createOwner();
    const email = unique("elsewhere");
    await invite(stranger, email);
    await accept(email);
    expect(await api(owner, "POST", "/api/members/invitations", { email, role: "viewer" })).toEqual({
      status: 409,
      body: { error: { code: "conflict", message: `${email} belongs to another organisation: a member belongs to one organisation for now.` } },
    });
  });

  it("finds members and invitees by name or e-mail, any case, and pages them with the total", async () => {
    const owner = await server.createOwner();
    for (const role of ["admin", "developer", "viewer"] as const) await server.addMember(owner, role);
    const invitee = unique("zed");
    await invite(owner, invitee, "billing");
    const everyone = await list(owner, "?perPage=2");
    expect(everyone.total).toBe(5);
    expect(everyone.members.map((member) => member.role)).toEqual(["owner", "admin"]);
    const third = await list(owner, "?perPage=2&page=3");
    expect(third.members.map((member) => [member.state, member.role])).toEqual([["invited", "billing"]]);
    expect(third.params).toEqual({ q: "", page: 3, perPage: 2 });
    expect((await list(owner, "?perPage=2&page=9")).members).toEqual([]);
    expect((await list(owner, `?q=${encodeURIComponent("ZED-")}`)).members.map((member) => member.email)).toEqual([invitee]);
    expect((await list(owner, "?q=lovelace")).total).toBe(4);
    expect((await list(owner, `?q=${encodeURIComponent("%")}`)).total).toBe(0);
  });

  it("resends an invitation with a new password and a new expiry; an old one says Expired until then", async () => {
    const owner = await server.createOwner();
    const email = unique("late");
    const invited = await invite(owner, email);
    const first = await readLatestMessage({ db: getStore().db, config: server.config }, email, "invite");
    await getStore().db.update(invitations).set({ expiresAt: new Date(Date.now() - DAY_MS) }).where(eq(invitations.id, invited.id));
    expect((await list(owner)).members.find((member) => member.id === invited.id)?.state).toBe("expired");
    expect(await api(owner, "POST", "/api/members/invitations", { email, role: "viewer" })).toEqual(badRequest(`email: ${email} has an expired invitation: resend it instead.`, "email"));
    // An expired invitation is not accepted.
    const [account] = await getStore().db.select().from(identityUsers).where(eq(identityUsers.email, email));
    const { token } = server.users.signIn({ sub: account?.sub ?? "", email });
    expect((await server.call("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).body).toMatchObject({ organisation: null });

    const resent = await api(owner, "POST", `/api/members/invitations/${invited.id}/resend`);
    expect(resent).toEqual({ status: 200, body: { ...invited, state: "invited", since: expect.any(String), expiresAt: expect.any(String) } });
    const second = await readLatestMessage({ db: getStore().db, config: server.config }, email, "invite");
    expect(second?.id).not.toBe(first?.id);
    expect(second?.text).not.toBe(first?.text);
    expect((await server.call("GET", "/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).body).toMatchObject({ organisation: { role: "developer", customRole: null } });
  });

  it("revokes an invitation: the unused account goes too", async () => {
    const owner = await server.createOwner();
    const email = unique("revoked");
    const invited = await invite(owner, email);
    expect(await api(owner, "DELETE", `/api/members/invitations/${invited.id}`)).toEqual({ status: 204, body: undefined });
    expect(await getStore().db.select().from(identityUsers).where(eq(identityUsers.email, email))).toEqual([]);
    expect((await list(owner)).total).toBe(1);
    expect((await api(owner, "DELETE", `/api/members/invitations/${invited.id}`)).status).toBe(404);
    expect((await api(owner, "POST", `/api/members/invitations/${invited.id}/resend`)).status).toBe(404);
  });

  it("lets nobody grant more than they hold, nor change someone who holds more", async () => {
    const owner = await server.createOwner();
    const admin = await server.addMember(owner, "admin");
    const developer = await server.addMember(owner, "developer");
    expect(await api(admin, "POST", "/api/members/invitations", { email: unique("boss"), role: "owner" })).toEqual(
      forbidden("Your role (admin) cannot grant the role owner: nobody grants more than they hold, and owner holds organisation.delete."),
    );
    expect(await api(admin, "PATCH", `/api/members/${developer.sub}`, { role: "owner" })).toEqual(
      forbidden("Your role (admin) cannot grant the role owner: nobody grants more than they hold, and owner holds organisation.delete."),
    );
    expect(await api(admin, "PATCH", `/api/members/${owner.sub}`, { role: "viewer" })).toEqual(
      forbidden("Your role (admin) cannot change a member whose role (owner) holds rights yours does not: organisation.delete."),
    );
    expect(await api(admin, "DELETE", `/api/members/${owner.sub}`)).toEqual(forbidden("Your role (admin) cannot remove a member whose role (owner) holds rights yours does not: organisation.delete."));
    const changed = await api(admin, "PATCH", `/api/members/${developer.sub}`, { role: "billing" });
    expect(changed).toEqual({ status: 200, body: expect.objectContaining({ id: developer.sub, role: "billing", state: "active" }) });
    expect((await api(developer, "GET", "/api/auth/me")).body).toMatchObject({ organisation: { role: "billing", customRole: null } });
  });

  it("keeps one owner at least, and hands the organisation's registration to another owner", async () => {
    const owner = await server.createOwner();
    const last = { status: 409, body: { error: { code: "conflict", message: "At least one owner must remain: make another member an owner first." } } };
    expect(await api(owner, "PATCH", `/api/members/${owner.sub}`, { role: "admin" })).toEqual(last);
    expect(await api(owner, "DELETE", `/api/members/${owner.sub}`)).toEqual(last);
    const second = await server.addMember(owner, "admin");
    expect((await api(owner, "PATCH", `/api/members/${second.sub}`, { role: "owner" })).status).toBe(200);
    expect((await api(second, "PATCH", `/api/members/${owner.sub}`, { role: "admin" })).status).toBe(200);
    const [organisation] = await getStore().db.select().from(organisations).where(eq(organisations.id, owner.organisationId));
    expect(organisation?.ownerSub).toBe(second.sub);
    expect(await api(second, "PATCH", `/api/members/${second.sub}`, { role: "admin" })).toEqual(last);
  });

  it("lowers a member's keys with their role, and revokes them all when they are removed", async () => {
    const owner = await server.createOwner();
    const developer = await server.addMember(owner, "developer");
    const writer = await server.createApiKey(developer, { access: "read-write" });
    const reader = await server.createApiKey(developer, { access: "read-only" });
    const ownersKey = await server.createApiKey(owner);
    expect((await api(owner, "PATCH", `/api/members/${developer.sub}`, { role: "viewer" })).status).toBe(200);
    expect((await server.call("GET", "/collections", { apiKey: writer.key })).status).toBe(401);
    expect((await server.call("GET", "/collections", { apiKey: reader.key })).status).toBe(200);

    expect(await api(owner, "DELETE", `/api/members/${developer.sub}`)).toEqual({ status: 204, body: undefined });
    expect((await server.call("GET", "/collections", { apiKey: reader.key })).status).toBe(401);
    expect((await server.call("GET", "/collections", { apiKey: ownersKey.key })).status).toBe(200);
    expect((await list(owner)).total).toBe(1);
    expect((await api(developer, "GET", "/api/auth/me")).body).toMatchObject({ organisation: null, projects: [] });
    expect((await api(developer, "GET", "/api/projects")).status).toBe(404);
    expect(await api(owner, "DELETE", `/api/members/${developer.sub}`)).toEqual({ status: 404, body: { error: { code: "not_found", message: "Member not found" } } });
  });

  it("keeps organisations apart: another's members, invitations and member ids are not found", async () => {
    const owner = await server.createOwner();
    const stranger = await server.createOwner();
    const theirs = await server.addMember(stranger, "developer");
    const invited = await invite(stranger, unique("theirs"));
    expect((await list(owner)).members.map((member) => member.id)).toEqual([owner.sub]);
    expect((await api(owner, "PATCH", `/api/members/${theirs.sub}`, { role: "viewer" })).status).toBe(404);
    expect((await api(owner, "DELETE", `/api/members/${theirs.sub}`)).status).toBe(404);
    expect((await api(owner, "POST", `/api/members/invitations/${invited.id}/resend`)).status).toBe(404);
    expect((await api(owner, "DELETE", `/api/members/invitations/${invited.id}`)).status).toBe(404);
    expect((await list(stranger)).total).toBe(3);
  });
});
