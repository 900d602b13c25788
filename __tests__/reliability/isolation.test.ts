// Tenant isolation under generated requests (issue 9): tenant A, by API key
// and by session token, sends generated requests to every route declared in
// contract/, naming tenant B's collection, project and keys. A never reads a
// byte of B's data, and B's data is as it was. Forged and revoked keys reach
// nothing, on a second instance of the service too once CACHE_TTL_MS has
// passed. (Forged session tokens against the real user pool: tokens.test.ts.)
// The members routes, likewise: A never lists, changes nor removes B's members
// and invitations, nor sees, grants, changes or deletes B's custom roles; nor do the billing routes show A anything of B's plan,
// billing details or usage, nor change them; nor does A see any entry of B's audit trail (/api/audit, its export,
// POST /audit/logs). Over Qdrant's gRPC API likewise: A's calls naming B's collection or alias read and change
// nothing of B's. The seed is printed; RELIABILITY_SEED=<seed> replays a run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import Papa from "papaparse";
import type { FastifyInstance } from "fastify";
import { API_ROUTES } from "../../contract/api-routes";
import { AUDIT_CSV_COLUMNS } from "../../contract/audit";
import { DATA_ROUTES } from "../../contract/qdrant/data-routes";
import { CACHE_TTL_MS } from "../../server/access/principal-resolver";
import { eq } from "drizzle-orm";
import * as grpc from "@grpc/grpc-js";
import { buildApp } from "../../server/app";
import { loadQdrantPackage, startGrpcServer, type RunningGrpcServer } from "../../server/grpc/grpc-server";
import { memberships } from "../../server/db/schema";
import { createMailer } from "../../server/mail/mailer";
import { loadConfig } from "../../server/config";
import { openTestEngine } from "../server/data/support/test-engine";
import { openTestStore, type TestStore } from "../server/support/stores";
import { createTestUsers, type TestUsers } from "../server/support/test-users";
import { hostileValue, mutated, runSeed } from "./generated-input";

jest.setTimeout(600_000);

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 150);
const seed = runSeed();
const SECRET = `tenant-b-secret-${seed}`;

interface Tenant {
  token: string;
  projectId: string;
  key: string;
  keyId: string;
  /** An unfinished tus upload of the tenant's project. */
  uploadId: string;
}

let store: TestStore;
let app: FastifyInstance;
let baseUrl: string;
let users: TestUsers;
let a: Tenant;
let b: Tenant;
/** B's other member (their sub and address) and B's pending invitation. */
let bMember: { sub: string; email: string };
let bInvitationId: string;
let bRoleId: string;

async function send(method: string, urlPath: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, text: await response.text() };
}

async function tenant(): Promise<Tenant> {
  const { token } = users.signIn();
  const registered = JSON.parse((await send("POST", "/api/auth/register-owner", { authorization: `Bearer ${token}` })).text) as { project: { id: string } };
  // Thousands of generated calls: more than Sandbox's month allows, so each tenant moves to Business, as in Billing.
  await send("POST", "/api/billing/plan", { authorization: `Bearer ${token}` }, { tier: "business" });
  const created = JSON.parse((await send("POST", `/api/projects/${registered.project.id}/api-keys`, { authorization: `Bearer ${token}` }, { name: "k", access: "read-write" })).text) as {
    key: string;
    apiKey: { id: string };
  };
  const upload = await fetch(`${baseUrl}/api/projects/${registered.project.id}/uploads`, { method: "POST", headers: { authorization: `Bearer ${token}`, "tus-resumable": "1.0.0", "upload-length": "100" } });
  const uploadId = upload.headers.get("location")?.split("/").pop() ?? "";
  return { token, projectId: registered.project.id, key: created.key, keyId: created.apiKey.id, uploadId };
}

/** What B holds, as B reads it. */
async function snapshotOfB(): Promise<string> {
  const key = { "api-key": b.key };
  const parts = await Promise.all([
    send("POST", "/collections/secret/points/scroll", key, { limit: 100, with_payload: true, with_vector: true }),
    send("GET", "/collections", key),
    send("GET", "/aliases", key),
    send("GET", `/api/projects/${b.projectId}/api-keys`, { authorization: `Bearer ${b.token}` }),
    send("GET", "/api/projects", { authorization: `Bearer ${b.token}` }),
    send("GET", "/api/members?perPage=100", { authorization: `Bearer ${b.token}` }),
    send("GET", "/api/roles", { authorization: `Bearer ${b.token}` }),
    send("GET", `/api/projects/${b.projectId}/uploads`, { authorization: `Bearer ${b.token}` }),
    send("HEAD", `/api/projects/${b.projectId}/uploads/${b.uploadId}`, { authorization: `Bearer ${b.token}`, "tus-resumable": "1.0.0" }),
  ]);
  return JSON.stringify(parts.map((part) => [part.status, part.text.replace(/"time":[0-9.e-]+/, "").replace(/"lastUsedAt":"[^"]*"/g, "")]));
}

beforeAll(async () => {
  store = await openTestStore("pglite");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-isolation-"));
  const config = loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const engine = await openTestEngine(dataDir);
  users = createTestUsers();
  const mailer = createMailer({ config, db: store.store.db, log: { info: () => undefined, error: () => undefined } });
  app = buildApp(config, { logger: false, store: store.store, tokenVerifier: users.tokenVerifier, vectorEngine: engine, mailer });
  app.addHook("onClose", () => engine.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no TCP address");
  baseUrl = `http://127.0.0.1:${address.port}`;
  a = await tenant();
  b = await tenant();
  const member = users.signIn();
  const [bOrganisation] = await store.store.db.select({ id: memberships.organisationId }).from(memberships).where(eq(memberships.userSub, (await users.tokenVerifier.verify(b.token)).sub));
  await store.store.db.insert(memberships).values({ organisationId: bOrganisation?.id ?? "", userSub: member.user.sub, role: "developer", email: member.user.email, name: SECRET });
  bMember = { sub: member.user.sub, email: member.user.email };
  const invited = JSON.parse((await send("POST", "/api/members/invitations", { authorization: `Bearer ${b.token}` }, { email: `invitee-${seed}@example.com`, role: "viewer" })).text) as { id: string };
  bInvitationId = invited.id;
  const role = await send("POST", "/api/roles", { authorization: `Bearer ${b.token}` }, { name: SECRET.slice(0, 60), description: SECRET, baseRole: "viewer", rights: ["collection.read"] });
  bRoleId = (JSON.parse(role.text) as { id: string }).id;
  const key = { "api-key": b.key };
  await send("PUT", "/collections/secret", key, { vectors: { size: 2, distance: "Dot" } });
  await send("PUT", "/collections/secret/points?wait=true", key, { points: Array.from({ length: 10 }, (_, index) => ({ id: index + 1, vector: [index, 1], payload: { note: SECRET } })) });
  await send("POST", "/collections/aliases", key, { actions: [{ create_alias: { collection_name: "secret", alias_name: "secret-alias" } }] });
  await send("PUT", "/api/billing/details", { authorization: `Bearer ${b.token}` }, { companyName: SECRET, address: null, country: "GB", taxId: SECRET, billingEmail: null });
});

afterAll(async () => {
  await app.close();
  await store.remove();
});

const bodies = fc.oneof(
  hostileValue,
  mutated({ limit: 10, with_payload: true, with_vector: true, vector: [1, 1], query: [1, 1], points: [1, 2], ids: [1, 2], positive: [1], filter: { must: [{ key: "note", match: { value: SECRET } }] } }),
  mutated({ actions: [{ delete_alias: { alias_name: "secret-alias" } }, { rename_alias: { old_alias_name: "secret-alias", new_alias_name: "mine" } }] }),
  mutated({ points: [{ id: 1, vector: [0, 0], payload: { note: "overwritten" } }], payload: { note: "overwritten" }, keys: ["note"], field_name: "note", field_schema: "keyword" }),
);
const collectionName = fc.constantFrom("secret", "secret-alias", "Secret", "secret%20", "secret%00");

describe("tenant A against tenant B's data", () => {
  it.each(DATA_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))("%s, by A's key and A's session", async (_name, route) => {
    const before = await snapshotOfB();
    await fc.assert(
      fc.asyncProperty(collectionName, fc.boolean(), bodies, fc.constantFrom("1", "2", "note"), async (name, bySession, body, other) => {
        const urlPath = route.path.replace("{collection_name}", name).replace("{id}", other).replace("{field_name}", other).replace("{vector_name}", other) + (route.access[1] === "write" ? "?wait=true" : "");
        const credentials: Record<string, string> = bySession ? { authorization: `Bearer ${a.token}`, "x-project-id": a.projectId } : { "api-key": a.key };
        const answer = await send(route.method, urlPath, credentials, route.method === "GET" || route.method === "DELETE" ? undefined : body);
        expect({ route: urlPath, leaks: answer.text.includes(SECRET) }).toEqual({ route: urlPath, leaks: false });
      }),
      { seed, numRuns: RUNS },
    );
    expect(await snapshotOfB()).toBe(before);
  });

  it("cannot name B's project in X-Project-Id, by any spelling", async () => {
    const spellings = [b.projectId, b.projectId.toUpperCase(), ` ${b.projectId}`, `${b.projectId},${a.projectId}`];
    for (const projectId of spellings) {
      const answer = await send("POST", "/collections/secret/points/scroll", { authorization: `Bearer ${a.token}`, "x-project-id": projectId }, { limit: 10, with_payload: true });
      expect({ projectId, status: answer.status, leaks: answer.text.includes(SECRET) }).toEqual({ projectId, status: expect.any(Number), leaks: false });
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
  });

  it.each(API_ROUTES.filter((route) => route.path.includes("{projectId}")).map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s with B's project answers 404 to A and changes nothing",
    async (_name, route) => {
      const before = await snapshotOfB();
      await fc.assert(
        fc.asyncProperty(mutated({ name: "taken", confirmName: "Default project", access: "read-write" }), async (body) => {
          const urlPath = route.path.replace("{projectId}", b.projectId).replace("{keyId}", b.keyId).replace("{jobId}", b.keyId).replace("{uploadId}", b.uploadId);
          const answer = await send(route.method, urlPath, { authorization: `Bearer ${a.token}` }, route.method === "GET" || route.method === "HEAD" ? undefined : body);
          const leaks = route.method === "GET" && (answer.text.includes(b.keyId) || answer.text.includes(b.uploadId));
          expect({ status: answer.status >= 400 && answer.status < 500 ? "refused" : answer.status, leaks }).toEqual({ status: "refused", leaks: false });
        }),
        { seed, numRuns: Math.min(RUNS, 40) },
      );
      expect(await snapshotOfB()).toBe(before);
    },
  );
});

describe("tenant A against tenant B's members", () => {
  it.each(API_ROUTES.filter((route) => route.path.startsWith("/api/members")).map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s naming B's members answers A nothing of them and changes nothing",
    async (_name, route) => {
      const before = await snapshotOfB();
      await fc.assert(
        fc.asyncProperty(mutated({ role: "owner", customRoleId: bRoleId, email: bMember.email, projects: [{ projectId: b.projectId, role: "owner" }] }), fc.constantFrom(bMember.sub, bMember.email, SECRET), async (body, q) => {
          const urlPath = route.path.replace("{memberId}", bMember.sub).replace("{invitationId}", bInvitationId) + (route.method === "GET" ? `?q=${encodeURIComponent(q)}` : "");
          const answer = await send(route.method, urlPath, { authorization: `Bearer ${a.token}` }, route.method === "GET" || route.method === "DELETE" ? undefined : body);
          // The list echoes the search A sent (params.q): only its members could leak.
          const shown = route.method === "GET" && answer.status === 200 ? JSON.stringify((JSON.parse(answer.text) as { members: unknown }).members) : answer.text;
          const leaks = [bMember.sub, SECRET, bInvitationId, b.projectId].some((secret) => shown.includes(secret));
          const refused = route.method === "GET" || route.path === "/api/members/invitations" || (answer.status >= 400 && answer.status < 500);
          expect({ refused, leaks }).toEqual({ refused: true, leaks: false });
        }),
        { seed, numRuns: Math.min(RUNS, 40) },
      );
      expect(await snapshotOfB()).toBe(before);
    },
  );
});

describe("tenant A against tenant B's custom roles", () => {
  it.each(API_ROUTES.filter((route) => route.path.startsWith("/api/roles")).map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s naming B's custom role answers A nothing of it and changes nothing",
    async (_name, route) => {
      const before = await snapshotOfB();
      await fc.assert(
        fc.asyncProperty(mutated({ name: "Taken over", baseRole: "owner", rights: ["collection.write"], description: "mine" }), async (body) => {
          const answer = await send(route.method, route.path.replace("{roleId}", bRoleId), { authorization: `Bearer ${a.token}` }, route.method === "GET" || route.method === "DELETE" ? undefined : body);
          const leaks = [SECRET, bRoleId].some((secret) => answer.text.includes(secret));
          // A may make roles of its own (POST); everything naming B's answers 4xx.
          const refused = route.method === "GET" || route.method === "POST" || (answer.status >= 400 && answer.status < 500);
          expect({ refused, leaks }).toEqual({ refused: true, leaks: false });
        }),
        { seed, numRuns: Math.min(RUNS, 40) },
      );
      expect(await snapshotOfB()).toBe(before);
    },
  );
});

describe("tenant A against tenant B's billing and usage", () => {
  /** B's plan and billing details as B reads them (the allowances used move with every call, so they are left out). */
  async function billingOfB(): Promise<string> {
    const bearer = { authorization: `Bearer ${b.token}` };
    const [summary, details] = await Promise.all([send("GET", "/api/billing", bearer), send("GET", "/api/billing/details", bearer)]);
    const { tier, supportPlan, pending } = JSON.parse(summary.text) as Record<string, unknown>;
    return JSON.stringify([summary.status, tier, supportPlan, pending, details.status, details.text]);
  }

  it.each(API_ROUTES.filter((route) => route.path.startsWith("/api/billing")).map((route) => [`${route.method} ${route.path}`, route] as const))(
    "%s answers A only of A's organisation and changes nothing of B's",
    async (_name, route) => {
      const before = await billingOfB();
      await fc.assert(
        fc.asyncProperty(
          mutated({ tier: "startup", supportPlan: "standard", supportBilling: "yearly", companyName: "mine", country: "FR", billingEmail: "a@example.com" }),
          fc.constantFrom("groupBy=project", "groupBy=collection", "groupBy=apiKey", `groupBy=apiKey&q=${b.projectId}`, "from=2000-01-01&to=2000-12-31"),
          async (body, query) => {
            const answer = await send(route.method, `${route.path}?${query}`, { authorization: `Bearer ${a.token}` }, route.method === "GET" ? undefined : body);
            const leaks = [SECRET, b.projectId, b.keyId].some((secret) => answer.text.includes(secret));
            expect({ route: route.path, status: answer.status < 500, leaks }).toEqual({ route: route.path, status: true, leaks: false });
          },
        ),
        { seed, numRuns: Math.min(RUNS, 40) },
      );
      expect(await billingOfB()).toBe(before);
    },
  );
});

describe("tenant A against tenant B's audit trail", () => {
  const auditSecret = `${SECRET}-audit`;
  beforeAll(async () => {
    // B's trail names the secret: a key made and a refused call of B's.
    await send("POST", `/api/projects/${b.projectId}/api-keys`, { authorization: `Bearer ${b.token}` }, { name: auditSecret, access: "read-only" });
    await send("PATCH", `/api/projects/${b.projectId}`, { authorization: `Bearer ${b.token}` }, { name: "" });
  });
  // A's own refused attempts on B's project and keys (earlier in this file) are A's entries and name B's ids, as A sent
  // them: a leak is one of B's entries, known by B's key's name, B as the actor, or B's project as where it happened.
  const leaksOf = (text: string, bSub: string) => {
    if (text.includes(auditSecret)) return true;
    if (text.startsWith("{")) {
      const { entries } = JSON.parse(text) as { entries: { actor: { id: string }; projectId: string | null }[] };
      return entries.some((entry) => entry.actor.id === bSub || entry.projectId === b.projectId);
    }
    const { data, meta } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
    expect(meta.fields).toEqual([...AUDIT_CSV_COLUMNS]);
    return data.some((row) => row.actor_id === bSub || row.project_id === b.projectId);
  };

  it("GET /api/audit and its CSV export show A only A's entries, by any filter", async () => {
    const bSub = (await users.tokenVerifier.verify(b.token)).sub;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/api/audit", "/api/audit/export"), fc.constantFrom(`target=${auditSecret}`, `actor=${bSub}`, `target=${b.projectId}`, "action=apiKey.create", "outcome=refused", ""), async (route, query) => {
        const answer = await send("GET", `${route}?${query}`, { authorization: `Bearer ${a.token}` });
        expect({ route, query, status: answer.status, leaks: leaksOf(answer.text, bSub) }).toEqual({ route, query, status: 200, leaks: false });
      }),
      { seed, numRuns: Math.min(RUNS, 40) },
    );
    // B reads its own, to be sure there was something to leak.
    expect((await send("GET", `/api/audit?target=${auditSecret}`, { authorization: `Bearer ${b.token}` })).text).toContain(auditSecret);
  });

  it("POST /audit/logs answers A's session only of A's project, and A's key not at all", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(a.projectId, b.projectId, b.projectId.toUpperCase()), fc.boolean(), mutated({ filters: { collection: "secret", method: "apiKey.create" }, limit: 100 }), async (projectId, bySession, body) => {
        const credentials: Record<string, string> = bySession ? { authorization: `Bearer ${a.token}`, "x-project-id": projectId } : { "api-key": a.key };
        const answer = await send("POST", "/audit/logs", credentials, body);
        // A refusal may echo the project id A sent itself (X-Project-Id); an answer may hold nothing of B's.
        // A's project's entries never name B's project or keys: A's attempts on them were made in the control plane.
        const leaks = (answer.status === 200 ? [auditSecret, b.projectId, b.keyId] : [auditSecret, b.keyId]).some((secret) => answer.text.includes(secret));
        expect({ projectId, leaks, status: answer.status === 200 ? (bySession && projectId === a.projectId ? "ok" : "leaked") : "refused" }).toEqual({
          projectId,
          leaks: false,
          status: bySession && projectId === a.projectId ? expect.stringMatching(/^(ok|refused)$/) : "refused",
        });
      }),
      { seed, numRuns: Math.min(RUNS, 40) },
    );
  });
});

describe("tenant A against tenant B's data over gRPC", () => {
  let grpcServer: RunningGrpcServer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- grpc-js clients made from the .proto files
  let clients: Record<"Collections" | "Points", any>;

  beforeAll(async () => {
    grpcServer = await startGrpcServer(app, { host: "127.0.0.1", port: 0, log: { error: () => undefined } });
    const qdrant = loadQdrantPackage().qdrant;
    const address = `127.0.0.1:${grpcServer.port}`;
    clients = { Collections: new qdrant.Collections(address, grpc.credentials.createInsecure()), Points: new qdrant.Points(address, grpc.credentials.createInsecure()) };
  });
  afterAll(async () => {
    clients.Collections.close();
    clients.Points.close();
    await grpcServer.close();
  });

  /** A's call (by A's key or A's session), its reply or refusal as text. */
  const callAsA = (service: "Collections" | "Points", method: string, request: object, bySession: boolean) =>
    new Promise<string>((resolve) => {
      const metadata = new grpc.Metadata();
      if (bySession) {
        metadata.set("authorization", `Bearer ${a.token}`);
        metadata.set("x-project-id", a.projectId);
      } else metadata.set("api-key", a.key);
      clients[service][method](request, metadata, (error: grpc.ServiceError | null, reply: unknown) => resolve(error ? `${error.code} ${error.details}` : JSON.stringify(reply)));
    });

  const one = { point_id_options: "num", num: "1" };
  const bySecret = { must: [{ condition_one_of: "field", field: { key: "note", match: { match_value: "keyword", keyword: SECRET } } }] };
  /** Each method that names a collection, with a request that would read or change B's points, payloads, indexes, aliases or the collection. */
  const calls: [service: "Collections" | "Points", method: string, request: (name: string) => object][] = [
    ["Collections", "Get", (name) => ({ collection_name: name })],
    ["Collections", "CollectionExists", (name) => ({ collection_name: name })],
    ["Collections", "ListCollectionAliases", (name) => ({ collection_name: name })],
    ["Collections", "Update", (name) => ({ collection_name: name, optimizers_config: { indexing_threshold: 1 } })],
    ["Collections", "Delete", (name) => ({ collection_name: name })],
    ["Collections", "UpdateAliases", () => ({ actions: [{ delete_alias: { alias_name: "secret-alias" } }] })],
    ["Collections", "ListShardKeys", (name) => ({ collection_name: name })],
    ["Points", "Get", (name) => ({ collection_name: name, ids: [one], with_payload: { enable: true } })],
    ["Points", "Scroll", (name) => ({ collection_name: name, filter: bySecret, limit: 10, with_payload: { enable: true } })],
    ["Points", "Count", (name) => ({ collection_name: name, filter: bySecret })],
    ["Points", "Search", (name) => ({ collection_name: name, vector: [1, 1], limit: 10, with_payload: { enable: true } })],
    ["Points", "Query", (name) => ({ collection_name: name, query: { nearest: { dense: { data: [1, 1] } } }, with_payload: { enable: true } })],
    ["Points", "Facet", (name) => ({ collection_name: name, key: "note" })],
    ["Points", "Upsert", (name) => ({ collection_name: name, wait: true, points: [{ id: one, vectors: { vector: { dense: { data: [0, 0] } } }, payload: {} }] })],
    ["Points", "Delete", (name) => ({ collection_name: name, wait: true, points: { points: { ids: [one] } } })],
    ["Points", "SetPayload", (name) => ({ collection_name: name, wait: true, payload: { note: { string_value: "overwritten" } }, points_selector: { filter: bySecret } })],
    ["Points", "ClearPayload", (name) => ({ collection_name: name, wait: true, points: { points: { ids: [one] } } })],
    ["Points", "CreateFieldIndex", (name) => ({ collection_name: name, wait: true, field_name: "note", field_type: "FieldTypeKeyword" })],
  ];

  it.each(calls.map(([service, method, request]) => [`${service}/${method}`, service, method, request] as const))("%s, by A's key and A's session", async (_name, service, method, request) => {
    const before = await snapshotOfB();
    await fc.assert(
      fc.asyncProperty(collectionName, fc.boolean(), async (name, bySession) => {
        const answer = await callAsA(service, method, request(decodeURIComponent(name)), bySession);
        // Answered by the service, not refused by the client before it was sent.
        expect(answer).not.toMatch(/serialization failure/);
        expect({ method, name, leaks: answer.includes(SECRET) }).toEqual({ method, name, leaks: false });
      }),
      { seed, numRuns: Math.min(RUNS, 20) },
    );
    expect(await snapshotOfB()).toBe(before);
  });

  it("lists none of B's collections or aliases to A", async () => {
    for (const bySession of [false, true]) {
      expect(await callAsA("Collections", "List", {}, bySession)).not.toContain("secret");
      expect(await callAsA("Collections", "ListAliases", {}, bySession)).not.toContain("secret");
    }
  });
});

describe("forged and revoked credentials", () => {
  const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === "a" ? "b" : "a"}${text.slice(at + 1)}`;

  it("refuses B's key with any one character changed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 4, max: b.key.length - 1 }), async (at) => {
        const answer = await send("POST", "/collections/secret/points/scroll", { "api-key": flip(b.key, at) }, { limit: 10, with_payload: true });
        expect({ status: answer.status, leaks: answer.text.includes(SECRET) }).toEqual({ status: 401, leaks: false });
      }),
      { seed, numRuns: Math.min(RUNS, 40) },
    );
  });

  it("refuses a revoked key at once on the instance that revoked it, and on every other instance after CACHE_TTL_MS", async () => {
    // A second instance of the service on the same metadata store, as behind a load balancer.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-isolation-other-"));
    const engine = await openTestEngine(dataDir);
    const other = buildApp(loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: dataDir, LOG_LEVEL: "silent" }), { logger: false, store: store.store, tokenVerifier: users.tokenVerifier, vectorEngine: engine });
    other.addHook("onClose", () => engine.close());
    try {
      const created = JSON.parse((await send("POST", `/api/projects/${b.projectId}/api-keys`, { authorization: `Bearer ${b.token}` }, { name: "two-instances", access: "read-only" })).text) as { key: string; apiKey: { id: string } };
      const countOnOther = async () => (await other.inject({ method: "GET", url: "/collections", headers: { "api-key": created.key } })).statusCode;
      expect(await countOnOther()).toBe(200);
      const revokedAt = Date.now();
      expect((await send("DELETE", `/api/projects/${b.projectId}/api-keys/${created.apiKey.id}`, { authorization: `Bearer ${b.token}` })).status).toBe(204);
      expect((await send("GET", "/collections", { "api-key": created.key })).status).toBe(401);
      // Documented: other instances notice within CACHE_TTL_MS.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, revokedAt + CACHE_TTL_MS + 20 - Date.now())));
      expect(await countOnOther()).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("refuses a revoked key at once", async () => {
    const created = JSON.parse((await send("POST", `/api/projects/${b.projectId}/api-keys`, { authorization: `Bearer ${b.token}` }, { name: "short-lived", access: "read-only" })).text) as { key: string; apiKey: { id: string } };
    expect((await send("POST", "/collections/secret/points/count", { "api-key": created.key }, {})).status).toBe(200);
    expect((await send("DELETE", `/api/projects/${b.projectId}/api-keys/${created.apiKey.id}`, { authorization: `Bearer ${b.token}` })).status).toBe(204);
    expect((await send("POST", "/collections/secret/points/count", { "api-key": created.key }, {})).status).toBe(401);
  });
});
