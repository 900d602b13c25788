// POST /api/auth/login and /api/auth/forgot-password: sign-in for scripts over the same pool.
import { createTokenVerifier } from "../../../server/identity/pool-token-verifier";
import { readLatestCode } from "../../../server/mail/outbox";
import { openTestStore, type TestStore } from "../support/stores";
import { ConsoleClient } from "./helpers/cognito-client";
import { newEmail, PASSWORD, startIdentityServer, type IdentityServer } from "./helpers/identity-server";

// Several argon2 hashes and SRP exchanges per test, on 2 busy cores.
jest.setTimeout(30_000);

let testStore: TestStore;
let server: IdentityServer;
beforeAll(async () => {
  testStore = await openTestStore("pglite");
  server = await startIdentityServer(testStore.store, { limits: { signInFailuresPerUser: { limit: 3, windowSeconds: 600 } } });
}, 60_000);
afterAll(async () => {
  await server.close();
  await testStore.remove();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.baseUrl}/api${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function confirmedUser(): Promise<string> {
  const email = newEmail("api");
  const client = new ConsoleClient(server.endpoint);
  await client.signUp(email, PASSWORD);
  await client.confirm(email, (await readLatestCode(server, email, "signup")) ?? "");
  return email;
}

it("logs in with e-mail and password, giving tokens /api accepts", async () => {
  const email = await confirmedUser();
  const reply = await post("/auth/login", { email, password: PASSWORD });
  expect(reply.status).toBe(200);
  expect(reply.body).toEqual({ idToken: expect.any(String), accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 3600 });
  const verifier = await createTokenVerifier(server.config, server.db);
  await expect(verifier.verify(String(reply.body.idToken))).resolves.toMatchObject({ email: email.toLowerCase(), tokenUse: "id" });
});

it("answers failures as {error: {code, message}} with the right status", async () => {
  const email = await confirmedUser();
  expect(await post("/auth/login", { email, password: "Wrong-Passw0rd!" })).toEqual({ status: 401, body: { error: { code: "unauthorized", message: "Incorrect username or password." } } });
  expect(await post("/auth/login", { email: newEmail(), password: PASSWORD })).toEqual({ status: 401, body: { error: { code: "unauthorized", message: "Incorrect username or password." } } });
  expect((await post("/auth/login", { email })).status).toBe(400);
  expect((await post("/auth/login", { email })).body.error).toEqual({ code: "bad_request", message: expect.stringMatching(/^password: /) });
  const unconfirmed = newEmail("api");
  await new ConsoleClient(server.endpoint).signUp(unconfirmed, PASSWORD);
  expect(await post("/auth/login", { email: unconfirmed, password: PASSWORD })).toEqual({ status: 403, body: { error: { code: "forbidden", message: "User is not confirmed." } } });
  await post("/auth/login", { email, password: "Wrong-Passw0rd!" });
  await post("/auth/login", { email, password: "Wrong-Passw0rd!" });
  expect(await post("/auth/login", { email, password: PASSWORD })).toEqual({ status: 429, body: { error: { code: "rate_limited", message: "Too many requests" } } });
});

it("sends a reset code, with the same reply for an unknown address", async () => {
  const email = await confirmedUser();
  expect(await post("/auth/forgot-password", { email })).toEqual({ status: 200, body: { ok: true } });
  expect(await readLatestCode(server, email, "reset")).toMatch(/^\d{6}$/);
  expect(await post("/auth/forgot-password", { email: newEmail() })).toEqual({ status: 200, body: { ok: true } });
  expect(await post("/auth/forgot-password", {})).toEqual({ status: 400, body: { error: { code: "bad_request", message: expect.stringMatching(/^email: /) } } });
});
