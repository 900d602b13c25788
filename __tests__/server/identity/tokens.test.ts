// Tokens that must be refused, by the identity service (GetUser) and by the
// /api token verifier alike: tampered, unsigned, wrongly signed, expired,
// revoked, signed out globally, or from another pool.
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { createLocalJWKSet, decodeJwt, exportJWK, SignJWT } from "jose";
import type { TokenVerifier } from "../../../server/access/token-verifier";
import { loadConfig } from "../../../server/config";
import { AppError } from "../../../server/errors";
import { createTokenVerifier } from "../../../server/identity/pool-token-verifier";
import { readLatestCode } from "../../../server/mail/outbox";
import { openTestStore, type TestStore } from "../support/stores";
import { ConsoleClient } from "./helpers/cognito-client";
import { callAction, newEmail, passwordAuthTokens, PASSWORD, startIdentityServer, type IdentityServer } from "./helpers/identity-server";

// Several argon2 hashes and SRP exchanges per test, on 2 busy cores.
jest.setTimeout(30_000);

let testStore: TestStore;
let server: IdentityServer;
let verifier: TokenVerifier;
beforeAll(async () => {
  testStore = await openTestStore("pglite");
  server = await startIdentityServer(testStore.store);
  verifier = await createTokenVerifier(server.config, server.db);
}, 60_000);
afterAll(async () => {
  await server.close();
  await testStore.remove();
});

async function signIn(target = server) {
  const client = new ConsoleClient(target.endpoint);
  const email = newEmail("tokens");
  await client.signUp(email, PASSWORD);
  await client.confirm(email, (await readLatestCode(target, email, "signup")) ?? "");
  const session = await client.signInToSession(email, PASSWORD);
  return { client, email, session, access: session.getAccessToken().getJwtToken(), id: session.getIdToken().getJwtToken() };
}

async function getUserRefusal(token: string): Promise<unknown> {
  return (await callAction(server, "GetUser", { AccessToken: token })).body;
}

async function verifierRefusal(token: string): Promise<string> {
  try {
    await verifier.verify(token);
  } catch (error) {
    if (error instanceof AppError && error.code === "unauthorized") return error.message;
    throw error;
  }
  throw new Error("the verifier accepted the token");
}

const invalid = { __type: "NotAuthorizedException", message: "Invalid Access Token" };

function segments(token: string): [string, string, string] {
  const [header = "", payload = "", signature = ""] = token.split(".");
  return [header, payload, signature];
}
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

it("accepts live id and access tokens, and reads the user from them", async () => {
  const { access, id, email } = await signIn();
  expect((await callAction(server, "GetUser", { AccessToken: access })).status).toBe(200);
  await expect(verifier.verify(id)).resolves.toMatchObject({ email: email.toLowerCase(), username: email.toLowerCase(), givenName: "Ada", tokenUse: "id" });
  await expect(verifier.verify(access)).resolves.toMatchObject({ email: email.toLowerCase(), tokenUse: "access" });
});

it("refuses a tampered token", async () => {
  const { access } = await signIn();
  const [header, payload, signature] = segments(access);
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
  const tampered = [header, encode({ ...claims, exp: (claims.exp as number) + 3600 }), signature].join(".");
  expect(await getUserRefusal(tampered)).toEqual(invalid);
  expect(await verifierRefusal(tampered)).toBe("Invalid token");
  expect(await getUserRefusal("not-a-jwt")).toEqual(invalid);
});

it("refuses an unsigned token (alg none) and one signed with HS256 over the public key", async () => {
  const { access } = await signIn();
  const [header, payload] = segments(access);
  const kid = (JSON.parse(Buffer.from(header, "base64url").toString()) as { kid: string }).kid;
  const unsigned = [encode({ alg: "none", kid }), payload, ""].join(".");
  expect(await getUserRefusal(unsigned)).toEqual(invalid);
  expect(await verifierRefusal(unsigned)).toBe("Invalid token");
  const publicJwk = server.service.signing.publicKeys.get(kid)?.jwk;
  const confused = await new SignJWT(decodeJwt(access))
    .setProtectedHeader({ alg: "HS256", kid })
    .sign(new TextEncoder().encode(JSON.stringify(publicJwk)));
  expect(await getUserRefusal(confused)).toEqual(invalid);
  expect(await verifierRefusal(confused)).toBe("Invalid token");
});

it("refuses a token of another pool, or signed with another key", async () => {
  const { access, id } = await signIn();
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const resign = (token: string, issuer?: string, kid = "other") => {
    const claims = decodeJwt(token);
    return new SignJWT({ ...claims, ...(issuer ? { iss: issuer } : {}) }).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
  };
  const otherPool = await resign(access, "http://localhost:8080/identity/local_otherpool");
  expect(await getUserRefusal(otherPool)).toEqual(invalid);
  expect(await verifierRefusal(await resign(id, "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc"))).toBe("Invalid token");
  // Our kid, someone else's key.
  expect(await getUserRefusal(await resign(access, undefined, server.service.signing.kid))).toEqual(invalid);
  // An id token is not an access token.
  expect(await getUserRefusal(id)).toEqual(invalid);
});

it("refuses an expired token (a short token lifetime)", async () => {
  // The user signs up on the main server; the short-lived server issues the
  // tokens in one InitiateAuth, so no follow-up call (the library's
  // ConfirmDevice) can race the one-second lifetime on a busy machine.
  const { email } = await signIn();
  const shortLived = await startIdentityServer(testStore.store, { env: { TOKEN_TTL_SECONDS: "1" }, dataDir: server.dataDir });
  try {
    const { access, id } = await passwordAuthTokens(shortLived, email);
    const claims = decodeJwt(access);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect(await getUserRefusal(access)).toEqual({ __type: "NotAuthorizedException", message: "Access Token has expired" });
    expect(await verifierRefusal(id)).toBe("Token has expired");
  } finally {
    await shortLived.close();
  }
});

it("refuses the tokens of a revoked refresh token, but not of another session", async () => {
  const first = await signIn();
  const second = await first.client.signInToSession(first.email, PASSWORD);
  const revoke = await callAction(server, "RevokeToken", { ClientId: "vdbcloudconsole", Token: first.session.getRefreshToken().getToken() });
  expect(revoke).toMatchObject({ status: 200, body: {} });
  expect(await getUserRefusal(first.access)).toEqual({ __type: "NotAuthorizedException", message: "Access Token has been revoked" });
  expect(await verifierRefusal(first.id)).toBe("Token has been revoked");
  await expect(verifier.verify(second.getIdToken().getJwtToken())).resolves.toMatchObject({ tokenUse: "id" });
});

it("GlobalSignOut refuses every token issued before it, and a new sign-in works", async () => {
  const first = await signIn();
  const other = await new ConsoleClient(server.endpoint).signInToSession(first.email, PASSWORD);
  expect(await first.client.globalSignOut()).toBe("SUCCESS");
  for (const token of [first.access, other.getAccessToken().getJwtToken()]) {
    expect(await getUserRefusal(token)).toEqual({ __type: "NotAuthorizedException", message: "Access Token has been revoked" });
  }
  expect(await verifierRefusal(other.getIdToken().getJwtToken())).toBe("Token has been revoked");
  const refresh = await callAction(server, "InitiateAuth", {
    AuthFlow: "REFRESH_TOKEN_AUTH",
    ClientId: "vdbcloudconsole",
    AuthParameters: { REFRESH_TOKEN: other.getRefreshToken().getToken() },
  });
  expect(refresh.body).toEqual({ __type: "NotAuthorizedException", message: "Refresh Token has been revoked" });
  const again = await new ConsoleClient(server.endpoint).signInToSession(first.email, PASSWORD);
  expect((await callAction(server, "GetUser", { AccessToken: again.getAccessToken().getJwtToken() })).status).toBe(200);
});

describe("an AWS Cognito pool", () => {
  const pool = { COGNITO_REGION: "eu-west-1", COGNITO_USER_POOL_ID: "eu-west-1_AbC123", COGNITO_CLIENT_ID: "awsclient" };
  const issuer = "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123";
  let key: KeyObject;
  let awsVerifier: TokenVerifier;
  beforeAll(async () => {
    const pair = generateKeyPairSync("rsa", { modulusLength: 2048 });
    key = pair.privateKey;
    const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: "aws1", alg: "RS256" }] });
    awsVerifier = await createTokenVerifier(loadConfig({ ...pool, DATA_DIR: server.dataDir }), server.db, { awsKeys: jwks });
  });
  const token = (claims: Record<string, unknown>, alg = "RS256") =>
    new SignJWT({ sub: "aws-sub", token_use: "id", aud: "awsclient", email: "a@b.co", ...claims })
      .setProtectedHeader({ alg, kid: "aws1" })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);

  it("accepts its id and access tokens by JWKS, issuer and client", async () => {
    await expect(awsVerifier.verify(await token({}))).resolves.toMatchObject({ sub: "aws-sub", email: "a@b.co", tokenUse: "id" });
    const access = await token({ token_use: "access", aud: undefined, email: undefined, client_id: "awsclient", username: "aws-user" });
    await expect(awsVerifier.verify(access)).resolves.toMatchObject({ username: "aws-user", tokenUse: "access" });
  });

  it("refuses another client's, an unsigned and an embedded-pool token", async () => {
    await expect(awsVerifier.verify(await token({ aud: "otherclient" }))).rejects.toThrow("Invalid token");
    const [, payload] = segments(await token({}));
    await expect(awsVerifier.verify([encode({ alg: "none", kid: "aws1" }), payload, ""].join("."))).rejects.toThrow("Invalid token");
    const { id } = await signIn();
    await expect(awsVerifier.verify(id)).rejects.toThrow("Invalid token");
  });
});
