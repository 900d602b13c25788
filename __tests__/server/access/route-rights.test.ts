// The rights table (contract/rights.ts) held to the service, generated from
// the table and the declarations: every member role against every route of
// both planes is allowed (anything but 403) or refused with 403 in the words
// of the table, exactly as isAllowed says, on both stores. Refused calls stop
// before their input is judged; allowed ones name things that do not exist
// (a random project, collection or member), so that none changes anything.
// Every right of the table is named by some route, or listed below with why not.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { API_ROUTES } from "../../../contract/api-routes";
import { DATA_ROUTES } from "../../../contract/qdrant/data-routes";
import type { RouteDeclaration } from "../../../contract/route";
import { allRights, describeRight, isAllowed, MEMBER_ROLES, type MemberRole, type Right } from "../../../contract/rights";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { memberships } from "../../../server/db/schema";
import { createMailer } from "../../../server/mail/mailer";
import { openTestEngine } from "../data/support/test-engine";
import { describeEachStore } from "../support/stores";
import { createTestUsers } from "../support/test-users";

jest.setTimeout(120_000);

/** Rights no route names: checked inside a domain function, or for routes still to come. */
const NOT_ROUTED: Readonly<Record<string, string>> = {
  "account.read": "the console's own areas (its menu's default right); GET /api/auth/me is open to every signed-in user",
  "account.delete": "DELETE /api/auth/me is open to every signed-in user: anyone may delete their own account",
  "organisation.delete": "deleting the account that registered the organisation (organisations/delete-account-data.ts)",
  "apiKey.revokeAny": "checked by DELETE .../api-keys/{keyId} for keys someone else made (api-keys.test.ts)",
  "plan.read": "Billing's plan routes come later",
  "plan.update": "Billing's plan routes come later",
  "invoice.read": "Billing's invoice routes come later",
  "invoice.update": "Billing's invoice routes come later",
  "audit.read": "the Activity log's routes come later",
};

const rightName = ([resource, action]: Right) => `${resource}.${action}`;
const memberRoutes = API_ROUTES.filter((route): route is RouteDeclaration & { access: Right } => Array.isArray(route.access));

it("names every right of the table in a route, or says why not", () => {
  const routed = new Set([...memberRoutes.map((route) => rightName(route.access)), ...DATA_ROUTES.map((route) => rightName(route.access))]);
  const unnamed = allRights().map(rightName).filter((name) => !routed.has(name));
  expect(unnamed.sort()).toEqual(Object.keys(NOT_ROUTED).sort());
});

describeEachStore("every role against every route", (getStore) => {
  let app: FastifyInstance;
  let baseUrl: string;
  let dataDir: string;
  const tokens = new Map<MemberRole, string>();
  let projectId = "";

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-rights-"));
    const config = loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
    const { db } = getStore();
    const mailer = createMailer({ config, db, log: { info: () => undefined, error: () => undefined } });
    const engine = await openTestEngine(dataDir);
    const users = createTestUsers();
    app = buildApp(config, { logger: false, store: getStore(), mailer, tokenVerifier: users.tokenVerifier, vectorEngine: engine });
    app.addHook("onClose", () => engine.close());
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (typeof address !== "object" || address === null) throw new Error("no TCP address");
    baseUrl = `http://127.0.0.1:${address.port}`;
    const owner = users.signIn();
    const registered = (await (await fetch(`${baseUrl}/api/auth/register-owner`, { method: "POST", headers: { authorization: `Bearer ${owner.token}` } })).json()) as {
      organisation: { id: string };
      project: { id: string };
    };
    projectId = registered.project.id;
    tokens.set("owner", owner.token);
    for (const role of MEMBER_ROLES.filter((other) => other !== "owner")) {
      const { user, token } = users.signIn();
      await db.insert(memberships).values({ organisationId: registered.organisation.id, userSub: user.sub, role });
      tokens.set(role, token);
    }
  });

  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function send(method: string, urlPath: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${baseUrl}${urlPath}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  }

  const cases = memberRoutes.flatMap((route) => MEMBER_ROLES.map((role) => [`${route.method} ${route.path} as ${role}`, route, role] as const));

  it.each(cases)("%s", async (_name, route, role) => {
    // Every path parameter names nothing that exists: an allowed call ends in 400 or 404, and changes nothing.
    const urlPath = route.path.replace(/\{[^}]+\}/g, () => randomUUID());
    const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
    const answer = await send(route.method, urlPath, { authorization: `Bearer ${tokens.get(role) ?? ""}` }, hasBody ? {} : undefined);
    if (isAllowed(role, route.access)) {
      expect({ status: answer.status === 403 ? answer : "allowed" }).toEqual({ status: "allowed" });
    } else {
      expect(answer).toEqual({ status: 403, body: { error: { code: "forbidden", message: `Your role (${role}) does not allow this: ${describeRight(route.access)}.` } } });
    }
  });

  const dataCases = DATA_ROUTES.flatMap((route) => MEMBER_ROLES.map((role) => [`${route.method} ${route.path} as ${role}`, route, role] as const));

  it.each(dataCases)("%s, with X-Project-Id", async (_name, route, role) => {
    const name = `missing-${randomUUID()}`;
    const urlPath = route.path.replace("{collection_name}", name).replace(/\{[^}]+\}/g, "1");
    const hasBody = ["POST", "PUT", "PATCH"].includes(route.method);
    const answer = await send(route.method, urlPath, { authorization: `Bearer ${tokens.get(role) ?? ""}`, "x-project-id": projectId }, hasBody ? {} : undefined);
    if (isAllowed(role, route.access)) {
      expect({ status: answer.status === 403 ? answer : "allowed" }).toEqual({ status: "allowed" });
    } else {
      expect(answer).toEqual({ status: 403, body: { status: { error: `Forbidden: Your role (${role}) does not allow this: ${describeRight(route.access)}` }, time: expect.any(Number) } });
    }
  });
});
