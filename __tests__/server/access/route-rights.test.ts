// The rights table (contract/rights.ts) held to the service, generated from
// the table and the declarations: every member role, and a custom role made
// through /api/roles, against every route of both planes is allowed (anything
// but 403) or refused with 403 in the words of the table, exactly as isAllowed
// says, on both stores. Refused calls stop
// before their input is judged; allowed ones name things that do not exist
// (a random project, collection or member), so that none changes anything.
// Every right of the table is named by some route, or listed below with why not.
import { randomUUID } from "node:crypto";
import { API_ROUTES } from "../../../contract/api-routes";
import { DATA_ROUTES } from "../../../contract/qdrant/data-routes";
import type { RouteDeclaration } from "../../../contract/route";
import { allRights, describeRight, isAllowed, MEMBER_ROLES, type CustomRole, type MemberGrant, type Right } from "../../../contract/rights";
import { startDataPlaneServer, type DataPlaneServer } from "../data/support/data-plane-server";
import { describeEachStore } from "../support/stores";

jest.setTimeout(120_000);

/** Rights no route names: checked inside a domain function, or for routes still to come. */
const NOT_ROUTED: Readonly<Record<string, string>> = {
  "account.read": "the console's own areas (its menu's default right); GET /api/auth/me is open to every signed-in user",
  "account.delete": "DELETE /api/auth/me is open to every signed-in user: anyone may delete their own account",
  "organisation.delete": "deleting the account that registered the organisation (organisations/delete-account-data.ts)",
  "apiKey.revokeAny": "checked by DELETE .../api-keys/{keyId} for keys someone else made (api-keys.test.ts)",
};

const rightName = ([resource, action]: Right) => `${resource}.${action}`;
const memberRoutes = API_ROUTES.filter((route): route is RouteDeclaration & { access: Right } => Array.isArray(route.access));

it("names every right of the table in a route, or says why not", () => {
  const routed = new Set([...memberRoutes.map((route) => rightName(route.access)), ...DATA_ROUTES.map((route) => rightName(route.access))]);
  const unnamed = allRights().map(rightName).filter((name) => !routed.has(name));
  expect(unnamed.sort()).toEqual(Object.keys(NOT_ROUTED).sort());
});

/**
 * A custom role that leaves rights out on both planes and of several kinds: an admin who may not write collections,
 * make keys, change the plan, read the activity log nor make custom roles.
 */
const LEFT_OUT = ["collection.write", "apiKey.create", "plan.update", "audit.read", "role.create"];
const customRights = allRights()
  .filter((right) => isAllowed("admin", right))
  .map(rightName)
  .filter((name) => !LEFT_OUT.includes(name));
const CUSTOM = "custom";
type Holder = (typeof MEMBER_ROLES)[number] | typeof CUSTOM;
const HOLDERS: readonly Holder[] = [...MEMBER_ROLES, CUSTOM];

describeEachStore("every role against every route", (getStore) => {
  let server: DataPlaneServer;
  const tokens = new Map<Holder, string>();
  let customRole: CustomRole = { id: "", name: "Curator", baseRole: "admin", rights: customRights };
  let projectId = "";
  const grantOf = (holder: Holder): MemberGrant => (holder === CUSTOM ? customRole : holder);
  const refusal = (holder: Holder, right: Right) =>
    holder === CUSTOM ? `Your custom role ("Curator") does not allow this: it does not hold ${rightName(right)}` : `Your role (${holder}) does not allow this: ${describeRight(right)}`;

  beforeAll(async () => {
    // With the mailer, the embedded user pool and with it /api/members are served; audited routes are held to their entries.
    server = await startDataPlaneServer(getStore(), { LOG_LEVEL: "silent" }, { withMailer: true });
    const owner = await server.createOwner();
    projectId = owner.projectId;
    tokens.set("owner", owner.token);
    for (const role of MEMBER_ROLES.filter((other) => other !== "owner")) tokens.set(role, (await server.addMember(owner, role)).token);
    // The custom role is made and granted as an owner would, through the API.
    const asOwner = { authorization: `Bearer ${owner.token}` };
    const made = await server.call("POST", "/api/roles", { headers: asOwner, body: { name: "Curator", baseRole: "admin", rights: customRights } });
    expect(made.status).toBe(201);
    customRole = { id: made.body.id, name: "Curator", baseRole: "admin", rights: made.body.rights };
    const holder = await server.addMember(owner, "viewer");
    const granted = await server.call("PATCH", `/api/members/${holder.sub}`, { headers: asOwner, body: { customRoleId: customRole.id } });
    expect(granted).toMatchObject({ status: 200, body: { role: "admin", customRole: { name: "Curator" } } });
    tokens.set(CUSTOM, holder.token);
  });

  afterAll(() => server.close());

  async function send(method: string, urlPath: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${server.url}${urlPath}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    // An allowed export answers CSV: only JSON is parsed.
    const isJson = (response.headers.get("content-type") ?? "").includes("json");
    return { status: response.status, body: text && isJson ? (JSON.parse(text) as unknown) : text || undefined };
  }

  const cases = memberRoutes.flatMap((route) => HOLDERS.map((role) => [`${route.method} ${route.path} as ${role}`, route, role] as const));

  it.each(cases)("%s", async (_name, route, role) => {
    // Every path parameter names nothing that exists: an allowed call ends in 400 or 404, and changes nothing.
    const urlPath = route.path.replace(/\{[^}]+\}/g, () => randomUUID());
    const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
    const answer = await send(route.method, urlPath, { authorization: `Bearer ${tokens.get(role) ?? ""}` }, hasBody ? {} : undefined);
    if (isAllowed(grantOf(role), route.access)) {
      expect({ status: answer.status === 403 ? answer : "allowed" }).toEqual({ status: "allowed" });
    } else {
      expect(answer).toEqual({ status: 403, body: { error: { code: "forbidden", message: `${refusal(role, route.access)}.` } } });
    }
  });

  const dataCases = DATA_ROUTES.flatMap((route) => HOLDERS.map((role) => [`${route.method} ${route.path} as ${role}`, route, role] as const));

  it.each(dataCases)("%s, with X-Project-Id", async (_name, route, role) => {
    const name = `missing-${randomUUID()}`;
    const urlPath = route.path.replace("{collection_name}", name).replace(/\{[^}]+\}/g, "1");
    const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
    const answer = await send(route.method, urlPath, { authorization: `Bearer ${tokens.get(role) ?? ""}`, "x-project-id": projectId }, hasBody ? {} : undefined);
    if (isAllowed(grantOf(role), route.access)) {
      expect({ status: answer.status === 403 ? answer : "allowed" }).toEqual({ status: "allowed" });
    } else {
      expect(answer).toEqual({ status: 403, body: { status: { error: `Forbidden: ${refusal(role, route.access)}` }, time: expect.any(Number) } });
    }
  });
});
