// Sign-in to /api end to end, on the whole app as server/main.ts builds it,
// over loopback HTTP, on PGlite and on PostgreSQL: the unmodified
// amazon-cognito-identity-js signs up, reads its code from the outbox,
// confirms and signs in with SRP; /api accepts the id token (what the console
// stores) and the access token, and refuses every token it must not accept
// with 401, its JSON error and WWW-Authenticate. Then the public sign-in
// routes for scripts, and what an unknown and a known address are told.
import { createPublicKey, generateKeyPairSync, type JsonWebKey } from "node:crypto";
import { RevokeTokenCommand } from "@aws-sdk/client-cognito-identity-provider";
import { decodeJwt, decodeProtectedHeader, SignJWT, type JWK } from "jose";
import { registerOwnerResponseSchema, signedInUserResponseSchema } from "../../../contract/auth";
import { EMBEDDED_CLIENT_ID, EMBEDDED_USER_POOL_ID } from "../../../server/identity/embedded-pool";
import { readLatestCode } from "../../../server/mail/outbox";
import { ConsoleClient, failureOf } from "../identity/helpers/cognito-client";
import { callAction, newEmail, passwordAuthTokens, PASSWORD } from "../identity/helpers/identity-server";
import { sdkClient } from "../identity/helpers/sdk-client";
import { describeEachStore } from "../support/stores";
import { callApi, startApp, type RunningApp } from "./support/running-app";

// Argon2 hashes and SRP exchanges in most tests, on 2 busy cores.
jest.setTimeout(30_000);

const INCORRECT = "Incorrect username or password.";

describeEachStore("/api sign-in through the embedded user pool", (getStore) => {
  let service: RunningApp;
  beforeAll(async () => {
    service = await startApp(getStore());
  });
  afterAll(() => service.close());

  /** A new user through the console's client: sign-up, the code from the outbox, confirmation. */
  async function confirmedUser(client = new ConsoleClient(service.endpoint), target = service, prefix = "api"): Promise<string> {
    const email = newEmail(prefix);
    await client.signUp(email, PASSWORD, "Ada", "Lovelace");
    await client.confirm(email, (await readLatestCode(target, email, "signup")) ?? "");
    return email;
  }

  async function signedIn(target = service) {
    const client = new ConsoleClient(target.endpoint);
    const email = await confirmedUser(client, target);
    const session = await client.signInToSession(email, PASSWORD);
    return { client, email, session, id: session.getIdToken().getJwtToken(), access: session.getAccessToken().getJwtToken() };
  }

  /** GET /api/auth/me and POST /api/auth/register-owner both refuse the token, saying why. */
  async function expectRefused(token: string, message: string, target = service): Promise<void> {
    for (const [method, path] of [
      ["GET", "/api/auth/me"],
      ["POST", "/api/auth/register-owner"],
    ] as const) {
      const reply = await callApi(target, method, path, { token });
      expect({ route: `${method} ${path}`, status: reply.status, wwwAuthenticate: reply.headers.get("www-authenticate"), body: reply.body }).toEqual({
        route: `${method} ${path}`,
        status: 401,
        wwwAuthenticate: 'Bearer error="invalid_token"',
        body: { error: { code: "unauthorized", message } },
      });
    }
  }

  async function expectAccepted(token: string, target = service): Promise<void> {
    expect((await callApi(target, "GET", "/api/auth/me", { token })).status).toBe(200);
  }

  it("signs up, confirms with the code from the outbox, signs in with SRP, and /api knows the user by id or access token", async () => {
    const client = new ConsoleClient(service.endpoint);
    const email = newEmail("journey");
    const signUp = await client.signUp(email, PASSWORD, "Ada", "Lovelace");
    expect(signUp.userConfirmed).toBe(false);

    const code = await readLatestCode(service, email, "signup");
    expect(code).toMatch(/^\d{6}$/);
    // Without SMTP the code also goes to the log, so that a local user can sign up.
    expect(service.mailLog).toContain(`Confirmation code for ${email.toLowerCase()}: ${code}`);
    expect(await client.confirm(email, code ?? "")).toBe("SUCCESS");

    const session = await client.signInToSession(email, PASSWORD, "USER_SRP_AUTH");
    const expectedUser = { sub: signUp.userSub, email: email.toLowerCase(), username: email.toLowerCase(), givenName: "Ada", familyName: "Lovelace" };
    for (const token of [session.getIdToken().getJwtToken(), session.getAccessToken().getJwtToken()]) {
      const reply = await callApi(service, "GET", "/api/auth/me", { token });
      expect(reply.status).toBe(200);
      expect(signedInUserResponseSchema.parse(reply.body)).toEqual({ user: expectedUser, organisation: null, projects: [] });
    }
  });

  it("POST /api/auth/register-owner creates the organisation once: 201, then 200 with the same one", async () => {
    const { id, access } = await signedIn();
    const first = await callApi(service, "POST", "/api/auth/register-owner", { token: id });
    expect(first.status).toBe(201);
    const created = registerOwnerResponseSchema.parse(first.body);
    expect(created.organisation).toMatchObject({ name: "Ada's organisation", role: "owner" });
    // Again, with the other token of the same session: the same user, the same organisation.
    const second = await callApi(service, "POST", "/api/auth/register-owner", { token: access });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);

    const me = signedInUserResponseSchema.parse((await callApi(service, "GET", "/api/auth/me", { token: id })).body);
    expect(me.organisation).toEqual(created.organisation);
    expect(me.projects).toEqual([{ ...created.project, role: "owner", customRole: null }]);
  });

  describe("refuses, with 401, its JSON error and WWW-Authenticate", () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

    it("a token with one character of its payload changed", async () => {
      const { id, access } = await signedIn();
      for (const token of [id, access]) {
        const tampered = changeOnePayloadCharacter(token);
        // Still a well-formed JWT, with different claims: only the signature tells.
        expect(decodeJwt(tampered)).not.toEqual(decodeJwt(token));
        await expectRefused(tampered, "Invalid token");
      }
      await expectAccepted(id);
    });

    it("an unsigned token (alg none) with the same claims", async () => {
      const { id, access } = await signedIn();
      for (const token of [id, access]) {
        const { kid } = decodeProtectedHeader(token);
        const [, payload] = token.split(".");
        await expectRefused(`${encode({ alg: "none", typ: "JWT" })}.${payload}.`, "Invalid token");
        await expectRefused(`${encode({ alg: "none", kid })}.${payload}.`, "Invalid token");
      }
    });

    it("an HS256 token signed with the pool's public key", async () => {
      const { id, access } = await signedIn();
      // The public key as anyone can fetch it.
      const jwksReply = await fetch(`${service.endpoint}${EMBEDDED_USER_POOL_ID}/.well-known/jwks.json`);
      const { keys } = (await jwksReply.json()) as { keys: JWK[] };
      for (const token of [id, access]) {
        const { kid } = decodeProtectedHeader(token);
        const jwk = keys.find((key) => key.kid === kid);
        if (!jwk) throw new Error(`no key ${String(kid)} in the JWKS`);
        const publicPem = createPublicKey({ key: jwk as JsonWebKey, format: "jwk" }).export({ type: "spki", format: "pem" });
        for (const secret of [String(publicPem), JSON.stringify(jwk)]) {
          const forged = await new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: "HS256", kid }).sign(new TextEncoder().encode(secret));
          await expectRefused(forged, "Invalid token");
        }
      }
    });

    it("an expired token (an app with TOKEN_TTL_SECONDS=1 on the same pool)", async () => {
      const { email } = await signedIn();
      const shortLived = await startApp(getStore(), { TOKEN_TTL_SECONDS: "1" });
      try {
        const { id, access } = await passwordAuthTokens(shortLived, email);
        const claims = decodeJwt(id);
        expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 2000));
        for (const token of [id, access]) {
          await expectRefused(token, "Token has expired", shortLived);
          // The same pool's key: the main app refuses it for the same reason.
          await expectRefused(token, "Token has expired");
        }
      } finally {
        await shortLived.close();
      }
    });

    it("the id and access tokens of a revoked refresh token (RevokeToken)", async () => {
      const { client, email, id, access, session } = await signedIn();
      const other = await client.signInToSession(email, PASSWORD);
      await expectAccepted(id);
      await sdkClient(service.endpoint).send(new RevokeTokenCommand({ ClientId: EMBEDDED_CLIENT_ID, Token: session.getRefreshToken().getToken() }));
      await expectRefused(id, "Token has been revoked");
      await expectRefused(access, "Token has been revoked");
      // Only that session's family: the user's other session goes on.
      await expectAccepted(other.getIdToken().getJwtToken());
    });

    it("every token issued before a GlobalSignOut", async () => {
      const { client, email, id, access } = await signedIn();
      const elsewhere = await new ConsoleClient(service.endpoint).signInToSession(email, PASSWORD);
      expect(await client.globalSignOut()).toBe("SUCCESS");
      for (const token of [id, access, elsewhere.getIdToken().getJwtToken(), elsewhere.getAccessToken().getJwtToken()]) {
        await expectRefused(token, "Token has been revoked");
      }
      // A new sign-in is welcome.
      const again = await new ConsoleClient(service.endpoint).signInToSession(email, PASSWORD);
      await expectAccepted(again.getIdToken().getJwtToken());
    });

    it("a token of another pool: another key and issuer, or another key under this pool's kid and issuer", async () => {
      const { id, access } = await signedIn();
      const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
      for (const token of [id, access]) {
        const claims = decodeJwt(token);
        const { kid } = decodeProtectedHeader(token);
        const otherPool = await new SignJWT({ ...claims, iss: "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123" })
          .setProtectedHeader({ alg: "RS256", kid: "other-pool-key" })
          .sign(privateKey);
        await expectRefused(otherPool, "Invalid token");
        const otherKey = await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
        await expectRefused(otherKey, "Invalid token");
      }
    });
  });

  describe("sign-in for clients without a browser", () => {
    it("POST /api/auth/login gives tokens /api accepts, and answers a failure as {error: {code, message}}", async () => {
      const email = await confirmedUser();
      const login = await callApi(service, "POST", "/api/auth/login", { body: { email, password: PASSWORD } });
      expect(login.status).toBe(200);
      const tokens = login.body as { idToken: string; accessToken: string; refreshToken: string; expiresIn: number };
      expect(tokens.expiresIn).toBe(3600);
      await expectAccepted(tokens.idToken);
      await expectAccepted(tokens.accessToken);

      expect(await callApi(service, "POST", "/api/auth/login", { body: { email, password: "Wrong-Passw0rd!" } })).toMatchObject({
        status: 401,
        body: { error: { code: "unauthorized", message: INCORRECT } },
      });
    });

    it("POST /api/auth/forgot-password sends a code, and answers a failure as {error: {code, message}}", async () => {
      const email = await confirmedUser();
      expect(await callApi(service, "POST", "/api/auth/forgot-password", { body: { email } })).toMatchObject({ status: 200, body: { ok: true } });
      expect(await readLatestCode(service, email, "reset")).toMatch(/^\d{6}$/);

      const noEmail = await callApi(service, "POST", "/api/auth/forgot-password", { body: {} });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body).toEqual({ error: { code: "bad_request", message: expect.stringMatching(/^email: /) } });

      // Ten codes an hour per address (DEFAULT_RATE_LIMITS.codeSendsPerUser), known or not: the 11th request is refused.
      const address = newEmail("limited");
      for (let sent = 1; sent <= 10; sent += 1) {
        expect(await callApi(service, "POST", "/api/auth/forgot-password", { body: { email: address } })).toMatchObject({ status: 200 });
      }
      expect(await callApi(service, "POST", "/api/auth/forgot-password", { body: { email: address } })).toMatchObject({
        status: 429,
        body: { error: { code: "rate_limited", message: "Attempt limit exceeded, please try after some time." } },
      });
    });
  });

  describe("no response tells whether an e-mail address is registered", () => {
    /** A known, confirmed address and an unknown one whose masked forms ("k***@e***") are the same. */
    async function knownAndUnknown() {
      const known = await confirmedUser(undefined, undefined, "k");
      return { known, unknown: newEmail("k") };
    }

    /** What a caller sees of a Cognito reply: status, error type header and body. */
    async function identityReply(action: string, body: object) {
      const reply = await callAction(service, action, body);
      return { status: reply.status, errorType: reply.headers.get("x-amzn-errortype"), body: reply.body };
    }

    it("ForgotPassword and ResendConfirmationCode answer the same", async () => {
      const { known, unknown } = await knownAndUnknown();
      for (const action of ["ForgotPassword", "ResendConfirmationCode"]) {
        const forKnown = await identityReply(action, { ClientId: EMBEDDED_CLIENT_ID, Username: known });
        const forUnknown = await identityReply(action, { ClientId: EMBEDDED_CLIENT_ID, Username: unknown });
        expect(forKnown.status).toBe(200);
        expect(forUnknown).toEqual(forKnown);
      }
      expect(await callApi(service, "POST", "/api/auth/forgot-password", { body: { email: unknown } })).toMatchObject({ status: 200, body: { ok: true } });
    });

    it("InitiateAuth answers the same: USER_PASSWORD_AUTH's error, USER_SRP_AUTH's challenge and its refusal", async () => {
      const { known, unknown } = await knownAndUnknown();
      const passwordAuth = (username: string) =>
        identityReply("InitiateAuth", { ClientId: EMBEDDED_CLIENT_ID, AuthFlow: "USER_PASSWORD_AUTH", AuthParameters: { USERNAME: username, PASSWORD: "Wrong-Passw0rd!" } });
      const refusal = { status: 400, errorType: "NotAuthorizedException:", body: { __type: "NotAuthorizedException", message: INCORRECT } };
      expect(await passwordAuth(known)).toEqual(refusal);
      expect(await passwordAuth(unknown)).toEqual(refusal);

      // SRP's first step: a challenge of the same shape for both (an unknown name gets a made-up salt and id).
      const srpA = "a".repeat(512);
      const srpStart = async (username: string) => {
        const reply = await identityReply("InitiateAuth", { ClientId: EMBEDDED_CLIENT_ID, AuthFlow: "USER_SRP_AUTH", AuthParameters: { USERNAME: username, SRP_A: srpA } });
        const parameters = reply.body.ChallengeParameters as Record<string, string>;
        return {
          status: reply.status,
          challenge: reply.body.ChallengeName,
          keys: Object.keys(reply.body).sort(),
          parameters: Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, kindOf(value)])),
          usernameIsTheId: parameters.USERNAME === parameters.USER_ID_FOR_SRP,
        };
      };
      const knownStart = await srpStart(known);
      expect(knownStart).toEqual({
        status: 200,
        challenge: "PASSWORD_VERIFIER",
        keys: ["ChallengeName", "ChallengeParameters"],
        parameters: { SALT: "hex", SECRET_BLOCK: "base64", SRP_B: "hex", USERNAME: "uuid", USER_ID_FOR_SRP: "uuid" },
        usernameIsTheId: true,
      });
      expect(await srpStart(unknown)).toEqual(knownStart);

      // The whole SRP sign-in with a wrong password, through the console's client.
      for (const username of [known, unknown]) {
        expect(await failureOf(new ConsoleClient(service.endpoint).signIn(username, "Wrong-Passw0rd!"))).toEqual({ code: "NotAuthorizedException", message: INCORRECT });
      }
      for (const email of [known, unknown]) {
        expect(await callApi(service, "POST", "/api/auth/login", { body: { email, password: "Wrong-Passw0rd!" } })).toMatchObject({
          status: 401,
          body: { error: { code: "unauthorized", message: INCORRECT } },
        });
      }
    });

    it("SignUp is the exception Cognito documents: a registered address answers UsernameExistsException", async () => {
      // AWS Cognito's PreventUserExistenceErrors covers sign-in, ForgotPassword and
      // ResendConfirmationCode, not SignUp: signing up with a registered address
      // says so, in Cognito and here (the console shows the message). What the
      // service does is asserted as it is.
      const { known, unknown } = await knownAndUnknown();
      const signUp = (username: string) =>
        identityReply("SignUp", { ClientId: EMBEDDED_CLIENT_ID, Username: username, Password: PASSWORD, UserAttributes: [{ Name: "email", Value: username }] });
      expect(await signUp(known)).toEqual({
        status: 400,
        errorType: "UsernameExistsException:",
        body: { __type: "UsernameExistsException", message: "An account with the given email already exists." },
      });
      expect((await signUp(unknown)).status).toBe(200);
    });
  });
});

/** What kind of text a challenge parameter is, whatever its value. */
function kindOf(value: string): string {
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) return "uuid";
  if (/^[0-9a-f]+$/.test(value)) return "hex";
  if (/^[A-Za-z0-9+/_-]+=*$/.test(value)) return "base64";
  return "other";
}

/**
 * The token with one character of its payload segment replaced, chosen so that
 * the payload still decodes to printable JSON: a forger's edit, not line noise.
 */
function changeOnePayloadCharacter(token: string): string {
  const [header = "", payload = "", signature = ""] = token.split(".");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  for (let index = Math.floor(payload.length / 2); index < payload.length - 4; index += 1) {
    for (const replacement of alphabet) {
      if (replacement === payload[index]) continue;
      const changed = `${payload.slice(0, index)}${replacement}${payload.slice(index + 1)}`;
      const bytes = Buffer.from(changed, "base64url");
      if (!bytes.every((byte) => byte >= 0x20 && byte < 0x7f)) continue;
      try {
        const claims: unknown = JSON.parse(bytes.toString("utf8"));
        if (typeof claims === "object" && claims !== null) return `${header}.${changed}.${signature}`;
      } catch {
        // Not JSON any more: try the next character.
      }
    }
  }
  throw new Error("no single-character change keeps the payload JSON");
}
