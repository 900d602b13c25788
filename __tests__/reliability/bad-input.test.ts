// Generated bad input against every plane (issue 9): every route declared in
// contract/ (the data plane's and /api's) and every identity action gets
// generated bodies, path segments and raw bytes. Every answer is a 4xx in the
// plane's shape or a success, never a 5xx or a hang, and a refused write leaves
// the stored data as it was. Routes that later issues declare are covered as
// they are declared. Every JSON body is also sent nested up to 100,000 levels
// deep (arrays, objects, filters in every form) and with strings and lists as
// long as the plane's body limit and past it (issue 23): RELIABILITY_DEPTH_RUNS
// and RELIABILITY_SIZE_RUNS of each per route, few, since a long body takes a
// second or more. The seed is printed; RELIABILITY_SEED=<seed> replays a run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { API_ROUTES } from "../../contract/api-routes";
import type { RouteDeclaration } from "../../contract/route";
import type { DataRouteDeclaration } from "../../contract/qdrant/data-route";
import { DATA_ROUTES } from "../../contract/qdrant/data-routes";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { EMBEDDED_CLIENT_ID } from "../../server/identity/embedded-pool";
import { createMailer } from "../../server/mail/mailer";
import { openTestEngine } from "../server/data/support/test-engine";
import { openTestStore, type TestStore } from "../server/support/stores";
import { createTestUsers, type TestUsers } from "../server/support/test-users";
import { MAX_BODY_BYTES } from "../../server/data/http/json-body-parser";
import { deepFilter, deepJson, hostileFilter, hostileValue, longJson, mutated, rawBody, runSeed, withJsonText } from "./generated-input";

jest.setTimeout(600_000);

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 150);
const DEPTH_RUNS = Number(process.env.RELIABILITY_DEPTH_RUNS ?? 12);
// Two long bodies per route and run (three took about 110 s more of CI's 60 minutes); each run's seed differs, so the lengths tried accumulate across runs.
const SIZE_RUNS = Number(process.env.RELIABILITY_SIZE_RUNS ?? 2);
/** Fastify's default, which /api and /identity keep. */
const API_BODY_BYTES = 1024 * 1024;
const seed = runSeed();
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

let store: TestStore;
let app: FastifyInstance;
let baseUrl: string;
let users: TestUsers;
let apiKey: string;
let ownerToken: string;
let ownerProjectId: string;
const answers = { total: 0, byStatus: new Map<number, number>() };

interface Answer {
  status: number;
  body: unknown;
}

async function send(method: string, urlPath: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : body instanceof Uint8Array ? Buffer.from(body) : typeof body === "string" ? body : JSON.stringify(body);
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: { ...(payload === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: payload,
    // A hang, not a speed bound: a 32 MB body of 3 million keys took past 15 s once beside the other suites.
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  answers.total += 1;
  answers.byStatus.set(response.status, (answers.byStatus.get(response.status) ?? 0) + 1);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Kept as text: the assertion below says what came back.
  }
  return { status: response.status, body: parsed };
}

beforeAll(async () => {
  store = await openTestStore("pglite");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-reliability-"));
  const config = loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const engine = await openTestEngine(dataDir);
  users = createTestUsers();
  app = buildApp(config, { logger: false, store: store.store, mailer: createMailer({ config, db: store.store.db, log: silent }), tokenVerifier: users.tokenVerifier, vectorEngine: engine });
  app.addHook("onClose", () => engine.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no TCP address");
  baseUrl = `http://127.0.0.1:${address.port}`;

  const owner = users.signIn();
  ownerToken = owner.token;
  const registered = await send("POST", "/api/auth/register-owner", { authorization: `Bearer ${ownerToken}` });
  ownerProjectId = (registered.body as { project: { id: string } }).project.id;
  // Thousands of generated calls: more than Sandbox's month allows, so the owner moves to Business, as in Billing.
  await send("POST", "/api/billing/plan", { authorization: `Bearer ${ownerToken}` }, { tier: "business" });
  const created = await send("POST", `/api/projects/${ownerProjectId}/api-keys`, { authorization: `Bearer ${ownerToken}` }, { name: "fuzz", access: "read-write" });
  apiKey = (created.body as { key: string }).key;
  const key = { "api-key": apiKey };
  await send("PUT", "/collections/target", key, { vectors: { size: 2, distance: "Dot" } });
  await send("PUT", "/collections/target/index?wait=true", key, { field_name: "city", field_schema: "keyword" });
  await send("PUT", "/collections/target/points?wait=true", key, {
    points: Array.from({ length: 20 }, (_, index) => ({ id: index + 1, vector: [index, 1], payload: { city: index % 2 ? "Berlin" : "Paris", n: index } })),
  });
});

afterAll(async () => {
  console.log(`reliability bad input: ${answers.total} requests; statuses ${[...answers.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(", ")}`);
  await app.close();
  await store.remove();
});

const qdrantError = (answer: Answer) => typeof answer.body === "object" && answer.body !== null && typeof (answer.body as { status?: { error?: unknown } }).status?.error === "string";
const apiError = (answer: Answer) => typeof (answer.body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error?.message === "string";
const cognitoError = (answer: Answer) => typeof (answer.body as { __type?: unknown } | undefined)?.__type === "string";

/** What the target collection holds, as a client reads it. */
async function snapshot(): Promise<string> {
  const key = { "api-key": apiKey };
  const [points, info, aliases] = await Promise.all([
    send("POST", "/collections/target/points/scroll", key, { limit: 1000, with_payload: true, with_vector: true }),
    send("GET", "/collections/target", key),
    send("GET", "/aliases", key),
  ]);
  const details = info.body as { result?: { points_count?: number; payload_schema?: unknown; config?: unknown } };
  return canonical([points.body && (points.body as { result: unknown }).result, details.result?.points_count, details.result?.payload_schema, details.result?.config, (aliases.body as { result: unknown }).result]);
}

/** A valid body for each data-plane operation, for mutations to start from. */
const VALID: Readonly<Record<string, Record<string, unknown>>> = {
  "collections.create": { vectors: { size: 2, distance: "Dot" } },
  "collections.update": { optimizers_config: { indexing_threshold: 20_000 } },
  "aliases.change": { actions: [{ create_alias: { collection_name: "target", alias_name: "fuzz-alias" } }] },
  "indexes.create": { field_name: "n", field_schema: "integer" },
  "vector_names.create": { sparse: { modifier: "idf" } },
  "shard_keys.create": { shard_key: "tenant", shards_number: 1, initial_state: "Active" },
  "shard_keys.delete": { shard_key: 7 },
  "points.upsert": { points: [{ id: 1, vector: [1, 1], payload: { city: "Paris" } }] },
  "points.retrieve": { ids: [1, 2], with_payload: true },
  "points.delete": { points: [20] },
  "payload.set": { payload: { flag: true }, points: [1] },
  "payload.overwrite": { payload: { city: "Rome" }, points: [2] },
  "payload.delete": { keys: ["n"], points: [3] },
  "payload.clear": { points: [4] },
  "vectors.update": { points: [{ id: 1, vector: [2, 2] }] },
  "vectors.delete": { points: [5], vector: [""] },
  "points.batch": { operations: [{ upsert: { points: [{ id: 21, vector: [1, 1] }] } }, { set_payload: { payload: { flag: true }, points: [21] } }, { delete: { points: [21] } }] },
  "points.scroll": { limit: 5, filter: { must: [{ key: "city", match: { value: "Paris" } }] } },
  "points.count": { exact: true, filter: { must: [{ key: "n", range: { gte: 3 } }] } },
  "points.search": { vector: [1, 1], limit: 3 },
  "points.search_batch": { searches: [{ vector: [1, 1], limit: 3 }] },
  "points.recommend": { positive: [1], limit: 3 },
  "points.recommend_batch": { searches: [{ positive: [1], limit: 3 }] },
  "points.query": { query: [1, 1], limit: 3 },
  "points.query_batch": { searches: [{ query: [1, 1], limit: 3 }] },
};

// Not "." or "..": a URL resolves those away before the request leaves (no client can send them).
const pathSegment = fc
  .oneof(fc.constantFrom("target", "1", "city", "%00", "a%20b", "%2F", "x".repeat(300)), fc.string({ maxLength: 12 }).map(encodeURIComponent))
  .filter((segment) => ![".", ".."].includes(decodeURIComponent(segment).toLowerCase()));

/** JSON with every object's keys in order: what a client reads, whatever order the service lists them in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === "object" && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b))) : item,
  );
}

function bodyFor(route: DataRouteDeclaration): fc.Arbitrary<unknown> {
  const valid = VALID[route.operation];
  const withFilter = valid && "filter" in valid ? [hostileFilter.map((filter) => ({ ...valid, filter }))] : [];
  return fc.oneof(hostileValue, rawBody, ...(valid ? [mutated(valid), ...withFilter] : []));
}

/** Sends `body` to the data-plane route, with generated path segments, and checks the answer: a 4xx in Qdrant's shape or a success; a refused write changes nothing. */
async function checkDataRoute(route: DataRouteDeclaration, segment: string, other: string, body: unknown): Promise<void> {
  const isWrite = route.access[1] === "write";
  // The collection stays itself: a generated name where a route would drop or create one.
  const namesTarget = route.operation !== "collections.delete" && route.operation !== "collections.create";
  const urlPath =
    route.path
      .replace("{collection_name}", namesTarget ? "target" : segment === "target" ? "fuzz" : segment)
      .replace("{id}", segment)
      .replace("{field_name}", other)
      .replace("{vector_name}", other) + (isWrite ? "?wait=true" : "");
  const before = isWrite ? await snapshot() : "";
  const answer = await send(route.method, urlPath, { "api-key": apiKey }, route.method === "GET" || route.method === "DELETE" ? undefined : body);
  expect({ status: answer.status < 500 ? "below 500" : answer.status, body: answer.body }).toEqual({ status: "below 500", body: answer.body });
  if (answer.status >= 400) expect({ shape: qdrantError(answer), answer }).toEqual({ shape: true, answer });
  if (isWrite && answer.status >= 400) expect(await snapshot()).toBe(before);
}

/** Routes that read a JSON body. */
const DATA_BODY_ROUTES = DATA_ROUTES.filter((route) => route.body !== undefined && route.method !== "GET" && route.method !== "DELETE");

/** The route's valid body (or {}), with deep JSON or a deep filter as one field's value (`filter` among them), or as the whole body. */
function deepBodyFor(route: DataRouteDeclaration): fc.Arbitrary<string> {
  const valid = VALID[route.operation] ?? {};
  return withJsonText(valid, fc.oneof(deepJson, deepFilter), [...new Set([...Object.keys(valid), "filter"])]);
}

describe("the data plane", () => {
  it.each(DATA_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))("%s: a 4xx in Qdrant's shape or a success, and a refused write changes nothing", async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(pathSegment, pathSegment, bodyFor(route), (segment, other, body) => checkDataRoute(route, segment, other, body)),
      { seed, numRuns: RUNS },
    );
  });

  it.each(DATA_BODY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))("%s: bodies nested up to 100,000 levels deep", async (_name, route) => {
    await fc.assert(
      fc.asyncProperty(pathSegment, pathSegment, deepBodyFor(route), (segment, other, body) => checkDataRoute(route, segment, other, body)),
      { seed, numRuns: DEPTH_RUNS },
    );
  });

  it.each(DATA_BODY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))("%s: strings and lists up to the 32 MB body limit and past it", async (_name, route) => {
    const valid = VALID[route.operation] ?? {};
    await fc.assert(
      fc.asyncProperty(pathSegment, pathSegment, withJsonText(valid, longJson(MAX_BODY_BYTES)), (segment, other, body) => checkDataRoute(route, segment, other, body)),
      { seed, numRuns: SIZE_RUNS },
    );
  });
});

/** A valid-looking /api body, for mutations and for deep and long values to stand in. */
const API_VALID = { name: "p", access: "read-only", collections: ["a"], email: "a@b.c", password: "Secret-123!", organisationName: "o", confirmName: "p" };

const API_TESTED_ROUTES = API_ROUTES.filter((route) => route.path !== "/api/openapi.json");

/** Routes that read a JSON body (a tus upload's body is bytes, never parsed). */
const API_BODY_ROUTES = API_TESTED_ROUTES.filter((route) => route.method !== "GET" && route.method !== "HEAD" && route.bodyStream === undefined);

/** Sends `bodies` to the /api route as a second owner (a generated request that happens to be valid, deleting a project, leaves the data plane's alone), each a 4xx in /api's shape or a success. */
async function checkApiRoute(route: RouteDeclaration, bodies: fc.Arbitrary<unknown>, numRuns: number): Promise<void> {
  const { token } = users.signIn();
  await send("POST", "/api/auth/register-owner", { authorization: `Bearer ${token}` });
  const projectId = fc.oneof(fc.constant("00000000-0000-4000-8000-000000000000"), fc.constant(ownerProjectId), fc.uuid(), fc.string({ maxLength: 10 }).map(encodeURIComponent));
  await fc.assert(
    fc.asyncProperty(projectId, pathSegment, bodies, async (project, keyId, body) => {
      const urlPath = route.path.replace("{projectId}", project).replace("{keyId}", keyId).replace("{jobId}", keyId).replace("{uploadId}", keyId);
      const hasNoBody = route.method === "GET" || route.method === "HEAD";
      const answer = await send(route.method, urlPath, { authorization: `Bearer ${token}` }, hasNoBody ? undefined : body);
      expect({ status: answer.status < 500 ? "below 500" : answer.status, body: answer.body }).toEqual({ status: "below 500", body: answer.body });
      // A reply to HEAD has no body to hold the error.
      if (answer.status >= 400 && route.method !== "HEAD") expect({ shape: apiError(answer), answer }).toEqual({ shape: true, answer });
    }),
    { seed, numRuns },
  );
  // Nobody reached the first owner's project.
  const projects = await send("GET", "/api/projects", { authorization: `Bearer ${ownerToken}` });
  expect((projects.body as { projects: { id: string }[] }).projects.map((project) => project.id)).toContain(ownerProjectId);
}

describe("the control plane", () => {
  it.each(API_TESTED_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))("%s: a 4xx in /api's shape or a success", async (_name, route) => {
    await checkApiRoute(route, fc.oneof(hostileValue, rawBody, mutated(API_VALID)), RUNS);
  });

  it.each(API_BODY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))("%s: bodies nested up to 100,000 levels deep", async (_name, route) => {
    await checkApiRoute(route, withJsonText(API_VALID, deepJson), DEPTH_RUNS);
  });

  it.each(API_BODY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))("%s: strings and lists up to the 1 MB body limit and past it", async (_name, route) => {
    await checkApiRoute(route, withJsonText(API_VALID, longJson(API_BODY_BYTES)), SIZE_RUNS);
  });
});

describe("the identity endpoint", () => {
  const ACTIONS = ["SignUp", "ConfirmSignUp", "ResendConfirmationCode", "InitiateAuth", "RespondToAuthChallenge", "ForgotPassword", "ConfirmForgotPassword", "ChangePassword", "GetUser", "RevokeToken", "GlobalSignOut", "ListDevices", "NoSuchAction"];
  const valid = {
    ClientId: EMBEDDED_CLIENT_ID,
    Username: "fuzz@example.com",
    Password: "Corr3ct-Horse!",
    UserAttributes: [{ Name: "email", Value: "fuzz@example.com" }],
    AuthFlow: "USER_PASSWORD_AUTH",
    AuthParameters: { USERNAME: "fuzz@example.com", PASSWORD: "Corr3ct-Horse!" },
    ConfirmationCode: "123456",
    AccessToken: "x.y.z",
  };

  const checkAction = async (action: string, bodies: fc.Arbitrary<unknown>, numRuns: number) => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const answer = await send("POST", "/identity/", { "content-type": "application/x-amz-json-1.1", "x-amz-target": `AWSCognitoIdentityProviderService.${action}` }, body);
        expect({ status: answer.status < 500 ? "below 500" : answer.status, body: answer.body }).toEqual({ status: "below 500", body: answer.body });
        if (answer.status >= 400) expect({ shape: cognitoError(answer), answer }).toEqual({ shape: true, answer });
      }),
      { seed, numRuns },
    );
  };

  it.each(ACTIONS)("%s: Cognito's 400 with __type, or a success", async (action) => {
    await checkAction(action, fc.oneof(hostileValue, rawBody, mutated(valid)), RUNS);
  });

  it.each(ACTIONS)("%s: bodies nested up to 100,000 levels deep", async (action) => {
    await checkAction(action, withJsonText(valid, deepJson), DEPTH_RUNS);
  });

  it.each(ACTIONS)("%s: strings and lists up to the 1 MB body limit and past it", async (action) => {
    await checkAction(action, withJsonText(valid, longJson(API_BODY_BYTES)), SIZE_RUNS);
  });
});
