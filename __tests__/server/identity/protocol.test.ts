// The wire protocol itself: targets, error shape and headers, body parsing,
// CORS for a console on another origin, and the per-pool discovery documents.
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from "jose";
import { readLatestCode } from "../../../server/mail/outbox";
import { ConsoleClient } from "./helpers/cognito-client";
import { callAction, newEmail, PASSWORD, identityServerForFile } from "./helpers/identity-server";

// Several argon2 hashes and SRP exchanges per test, on 2 busy cores.
jest.setTimeout(30_000);

const server = identityServerForFile();

it.each(["ListUsers", "AdminCreateUser", "AdminInitiateAuth", "AdminSetUserPassword", "toString", "__proto__"])(
  "answers %s with UnknownOperationException",
  async (action) => {
    const reply = await callAction(server(), action, {});
    expect(reply.status).toBe(400);
    expect(reply.body.__type).toBe("UnknownOperationException");
    expect(reply.headers.get("x-amzn-errortype")).toBe("UnknownOperationException:");
  },
);

it("answers a foreign or missing target with UnknownOperationException", async () => {
  expect((await callAction(server(), "SignUp", {}, "AmazonS3.PutObject")).body.__type).toBe("UnknownOperationException");
  const reply = await fetch(server().endpoint, { method: "POST", headers: { "content-type": "application/x-amz-json-1.1" }, body: "{}" });
  expect(((await reply.json()) as { __type: string }).__type).toBe("UnknownOperationException");
});

it("writes Cognito's error shape and headers", async () => {
  const reply = await callAction(server(), "GetUser", { AccessToken: "nope" });
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual({ __type: "NotAuthorizedException", message: "Invalid Access Token" });
  expect(reply.headers.get("x-amzn-errortype")).toBe("NotAuthorizedException:");
  expect(reply.headers.get("content-type")).toBe("application/x-amz-json-1.1");
  expect(reply.headers.get("x-amzn-requestid")).toBeTruthy();
});

it("answers unreadable bodies with SerializationException", async () => {
  expect((await callAction(server(), "SignUp", "{not json")).body.__type).toBe("SerializationException");
  expect((await callAction(server(), "SignUp", "[1,2]")).body.__type).toBe("SerializationException");
});

it("serves the endpoint with and without the trailing slash, and allows any origin", async () => {
  const bare = await fetch(server().endpoint.replace(/\/$/, ""), {
    method: "POST",
    headers: { "content-type": "application/x-amz-json-1.1", "x-amz-target": "AWSCognitoIdentityProviderService.GetUser" },
    body: JSON.stringify({ AccessToken: "x" }),
  });
  expect(bare.status).toBe(400);
  expect(bare.headers.get("access-control-allow-origin")).toBe("*");
  const preflight = await fetch(server().endpoint, {
    method: "OPTIONS",
    headers: { origin: "https://console.example.com", "access-control-request-method": "POST", "access-control-request-headers": "content-type,x-amz-target" },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
  expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type, x-amz-target, x-amz-user-agent, cache-control");
});

it("publishes the pool's issuer and keys, which verify its tokens", async () => {
  const discovery = (await (await fetch(`${server().baseUrl}/identity/local_vdbcloud/.well-known/openid-configuration`)).json()) as Record<string, string>;
  expect(discovery.issuer).toBe("http://localhost:8080/identity/local_vdbcloud");
  expect(discovery.jwks_uri).toBe("http://localhost:8080/identity/local_vdbcloud/.well-known/jwks.json");
  const jwks = (await (await fetch(`${server().baseUrl}/identity/local_vdbcloud/.well-known/jwks.json`)).json()) as JSONWebKeySet;
  expect(jwks.keys).toHaveLength(1);
  expect(jwks.keys[0]).toMatchObject({ kty: "RSA", alg: "RS256", use: "sig", kid: expect.any(String), e: "AQAB" });
  expect(jwks.keys[0]).not.toHaveProperty("d");

  const client = new ConsoleClient(server().endpoint);
  const email = newEmail();
  await client.signUp(email, PASSWORD);
  await client.confirm(email, (await readLatestCode(server(), email, "signup")) ?? "");
  const session = await client.signInToSession(email, PASSWORD);
  const { payload } = await jwtVerify(session.getIdToken().getJwtToken(), createLocalJWKSet(jwks), { issuer: discovery.issuer, audience: "vdbcloudconsole" });
  expect(payload.email).toBe(email.toLowerCase());
});
