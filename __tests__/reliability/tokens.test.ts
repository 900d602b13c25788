// Token attacks (issue 9), against the service as users run it (server/main.ts
// with its embedded user pool): generated forgeries of a signed-in owner's id
// and access tokens (claims changed under the real signature, alg none, HS256
// keyed with the pool's public key, garbage in each part), an expired token,
// tokens of another pool, and the tokens of a session signed out everywhere.
// Each is refused with 401 on every kind of route that takes a session, and
// nothing of the owner's data comes back. The seed is printed; RELIABILITY_SEED
// replays a run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { SignJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { EMBEDDED_USER_POOL_ID } from "../../server/identity/embedded-pool";
import { runSeed } from "./generated-input";
import { call, callIdentity, killService, ok, signIn, signUpOwner, startService, type Owner, type ServiceProcess } from "./support/service-process";

jest.setTimeout(600_000);

const RUNS = Number(process.env.RELIABILITY_RUNS ?? 150);
const seed = runSeed();

const dataDirs: string[] = [];
const services: ServiceProcess[] = [];
let service: ServiceProcess;
let owner: Owner;
let accessToken: string;
let refusedTokens = 0;

async function serviceOn(env: Record<string, string> = {}): Promise<ServiceProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-tokens-"));
  dataDirs.push(dataDir);
  const started = await startService(dataDir, env);
  services.push(started);
  return started;
}

beforeAll(async () => {
  service = await serviceOn();
  owner = await signUpOwner(service, "tokens");
  accessToken = (await signIn(service, owner.email)).access;
  await ok(service.baseUrl, "PUT", "/collections/private", { "api-key": owner.key }, { vectors: { size: 2, distance: "Dot" } });
  await ok(service.baseUrl, "PUT", "/collections/private/points?wait=true", { "api-key": owner.key }, { points: [{ id: 1, vector: [1, 0], payload: { note: `private-${seed}` } }] });
}, 180_000);

afterAll(async () => {
  console.log(`token attacks: ${refusedTokens} forged, expired, foreign or signed-out tokens, each sent to ${routes().length} routes`);
  for (const started of services) await killService(started);
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Routes that take a session: the console's /api and the data plane with X-Project-Id. */
function routes(): [string, string, unknown?][] {
  return [
    ["GET", "/api/auth/me"],
    ["GET", "/api/projects"],
    ["GET", `/api/projects/${owner.projectId}/api-keys`],
    ["POST", `/api/projects/${owner.projectId}/api-keys`, { name: "forged", access: "read-write" }],
    ["POST", "/collections/private/points/scroll", { limit: 10, with_payload: true }],
    ["DELETE", "/collections/private"],
  ];
}

/** Every route refuses the token with 401, and nothing of the owner's comes back. */
async function expectRefusedEverywhere(target: ServiceProcess, token: string): Promise<void> {
  refusedTokens += 1;
  for (const [method, urlPath, body] of routes()) {
    const reply = await call(target.baseUrl, method, urlPath, { authorization: `Bearer ${token}`, "x-project-id": owner.projectId }, body);
    const text = JSON.stringify(reply.body);
    expect({ route: `${method} ${urlPath}`, status: reply.status, leaks: text.includes(`private-${seed}`) || text.includes(owner.email) }).toEqual({
      route: `${method} ${urlPath}`,
      status: 401,
      leaks: false,
    });
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** One claim an attacker would change: whose token, for which pool and client, until when, for what use, with what rights. */
const changedClaim = fc.oneof(
  fc.record({ sub: fc.oneof(fc.uuid(), fc.constant("")) }),
  fc.record({ "cognito:username": fc.string({ maxLength: 10 }) }),
  fc.record({ email: fc.emailAddress() }),
  fc.record({ iss: fc.constantFrom(`http://localhost/identity/${EMBEDDED_USER_POOL_ID}`, "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123", "") }),
  fc.record({ aud: fc.oneof(fc.constant("another-client"), fc.string({ maxLength: 10 })) }),
  fc.record({ client_id: fc.constant("another-client") }),
  fc.record({ exp: fc.oneof(fc.integer({ min: 0, max: 2 ** 31 }), fc.constant(9_999_999_999)) }),
  fc.record({ iat: fc.integer({ min: 0, max: 2 ** 31 }) }),
  fc.record({ token_use: fc.constantFrom("id", "access", "refresh", "") }),
  fc.record({ origin_jti: fc.uuid() }),
  fc.record({ "custom:role": fc.constantFrom("owner", "admin") }),
);
/** One or two changes: more would mostly be refused for the most obvious one. */
const changedClaims = fc.array(changedClaim, { minLength: 1, maxLength: 2 }).map((changes) => Object.assign({}, ...changes) as Record<string, unknown>);

describe("forged session tokens", () => {
  it("refuses the owner's tokens with any claims changed under the real signature", async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), changedClaims, async (useAccess, claims) => {
        const token = useAccess ? accessToken : owner.token;
        const [header, , signature] = token.split(".");
        const original = decodeJwt(token);
        // A "change" to the value the token already holds is no forgery.
        fc.pre(Object.entries(claims).some(([name, value]) => original[name] !== value));
        const forged = `${header}.${encode({ ...original, ...claims })}.${signature}`;
        await expectRefusedEverywhere(service, forged);
      }),
      { seed, numRuns: RUNS },
    );
  });

  it("refuses unsigned (alg none), HS256 keyed with the pool's public key, and garbage in any part (what a header can carry)", async () => {
    const [header = "", payload = "", signature = ""] = owner.token.split(".");
    const { kid } = decodeProtectedHeader(owner.token);
    const jwks = await ok<{ keys: object[] }>(service.baseUrl, "GET", `/identity/${EMBEDDED_USER_POOL_ID}/.well-known/jwks.json`, {});
    const hmac = await new SignJWT(decodeJwt(owner.token)).setProtectedHeader({ alg: "HS256", kid }).sign(new TextEncoder().encode(JSON.stringify(jwks.keys[0])));
    for (const forged of [`${encode({ alg: "none", typ: "JWT" })}.${payload}.`, `${encode({ alg: "none", kid })}.${payload}.`, hmac]) await expectRefusedEverywhere(service, forged);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 }), fc.stringMatching(/^[!-~]{0,60}$/), async (part, garbage) => {
        const parts = [header, payload, signature];
        parts[part] = garbage;
        await expectRefusedEverywhere(service, parts.join("."));
      }),
      { seed, numRuns: RUNS },
    );
  });
});

describe("tokens that were once good", () => {
  it("refuses an expired token, and tokens of another pool", async () => {
    // Another deployment: its own pool, signing key and issuer; its tokens live five seconds
    // (a token's exp is in whole seconds, so a one-second life could end before sign-up has made its key).
    const other = await serviceOn({ TOKEN_TTL_SECONDS: "5" });
    const stranger = await signUpOwner(other, "stranger");
    const fresh = await signIn(other, stranger.email);
    await expectRefusedEverywhere(service, fresh.id);
    await expectRefusedEverywhere(service, fresh.access);
    const { exp } = JSON.parse(Buffer.from(fresh.id.split(".")[1] ?? "", "base64url").toString()) as { exp: number };
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 1_100));
    const expired = await call(other.baseUrl, "GET", "/api/auth/me", { authorization: `Bearer ${fresh.id}` });
    expect(expired).toEqual({ status: 401, body: { error: { code: "unauthorized", message: "Token has expired" } } });
  });

  it("refuses every token of a session signed out everywhere (GlobalSignOut)", async () => {
    const session = await signIn(service, owner.email);
    expect((await call(service.baseUrl, "GET", "/api/auth/me", { authorization: `Bearer ${session.id}` })).status).toBe(200);
    await expect(callIdentity(service, "GlobalSignOut", { AccessToken: session.access })).resolves.toEqual({});
    await expectRefusedEverywhere(service, session.id);
    await expectRefusedEverywhere(service, session.access);
    await expectRefusedEverywhere(service, owner.token);
  });
});
