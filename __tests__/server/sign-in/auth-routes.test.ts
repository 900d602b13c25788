// /api/auth/me and /api/auth/register-owner over HTTP (app.inject), with a
// real store and a test TokenVerifier in place of the user pool.
import type { FastifyInstance } from "fastify";
import { registerOwnerResponseSchema, signedInUserResponseSchema } from "../../../contract/auth";
import { buildApp } from "../../../server/app";
import type { TokenVerifier } from "../../../server/access/token-verifier";
import { loadConfig } from "../../../server/config";
import type { Store } from "../../../server/db/client";
import { MISSING_TOKEN_MESSAGE } from "../../../server/access/bearer-token";
import { describeEachStore } from "../support/stores";
import { INVALID_TOKEN_MESSAGE, createTestUsers } from "../support/test-users";

const users = createTestUsers();

function buildTestApp(store: Store, tokenVerifier: TokenVerifier = users.tokenVerifier): FastifyInstance {
  const config = loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: "/nonexistent/vdb-data" });
  return buildApp(config, { logger: false, store, tokenVerifier });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachStore("/api/auth", (getStore) => {
  let app: FastifyInstance;
  beforeAll(() => {
    app = buildTestApp(getStore());
  });
  afterAll(() => app.close());

  describe("GET /api/auth/me", () => {
    it("answers the user from the token, with no organisation before registration", async () => {
      const { user, token } = users.signIn({ givenName: "Ada", familyName: undefined });
      const response = await app.inject({ url: "/api/auth/me", headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(signedInUserResponseSchema.parse(response.json())).toEqual({
        user: { sub: user.sub, email: user.email, username: user.username, givenName: "Ada", familyName: null },
        organisation: null,
        projects: [],
      });
    });

    it("answers the organisation, the user's role and the projects after registration", async () => {
      const { token } = users.signIn();
      const registered = registerOwnerResponseSchema.parse(
        (await app.inject({ method: "POST", url: "/api/auth/register-owner", headers: bearer(token) })).json(),
      );
      const me = signedInUserResponseSchema.parse((await app.inject({ url: "/api/auth/me", headers: bearer(token) })).json());
      expect(me.organisation).toEqual({ id: registered.organisation.id, name: "Ada's organisation", role: "owner", customRole: null });
      expect(me.projects).toEqual([{ ...registered.project, role: "owner", customRole: null }]);
    });
  });

  describe("POST /api/auth/register-owner", () => {
    it("answers 201 the first time and 200 with the same ids after", async () => {
      const { token } = users.signIn();
      const first = await app.inject({ method: "POST", url: "/api/auth/register-owner", headers: bearer(token) });
      expect(first.statusCode).toBe(201);
      const created = registerOwnerResponseSchema.parse(first.json());
      expect(created).toEqual({
        organisation: { id: expect.any(String), name: "Ada's organisation", role: "owner", customRole: null },
        project: { id: expect.any(String), name: "Default project", createdAt: expect.any(String) },
      });
      const second = await app.inject({ method: "POST", url: "/api/auth/register-owner", headers: bearer(token), payload: { organisationName: "Other" } });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(created);
    });

    it("takes an organisation name, trimmed", async () => {
      const { token } = users.signIn();
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/register-owner",
        headers: bearer(token),
        payload: { organisationName: "  Difference Engines  " },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ organisation: { name: "Difference Engines" } });
    });

    it.each([
      ["a blank name", { organisationName: "   " }, "organisationName: Organisation name must not be empty"],
      ["a name of 101 characters", { organisationName: "x".repeat(101) }, "organisationName: Organisation name must be at most 100 characters"],
      ["a number for a name", { organisationName: 42 }, "organisationName: Invalid input: expected string, received number"],
      ["an unknown field", { name: "Acme" }, 'Unrecognized key: "name"'],
      ["an array", ["Acme"], "Invalid input: expected object, received array"],
    ])("refuses %s with 400 and the reason", async (_case, payload, message) => {
      const { token } = users.signIn();
      const response = await app.inject({ method: "POST", url: "/api/auth/register-owner", headers: bearer(token), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: "bad_request", message } });
      const me = signedInUserResponseSchema.parse((await app.inject({ url: "/api/auth/me", headers: bearer(token) })).json());
      expect(me.organisation).toBeNull();
    });
  });

  describe("authentication", () => {
    it.each([
      ["no Authorization header", undefined],
      ["another scheme", "Basic dXNlcjpwYXNz"],
      ["an empty bearer token", "Bearer "],
    ])("refuses %s with 401 and WWW-Authenticate: Bearer", async (_case, authorization) => {
      for (const [method, url] of [
        ["GET", "/api/auth/me"],
        ["POST", "/api/auth/register-owner"],
      ] as const) {
        const response = await app.inject({ method, url, headers: authorization === undefined ? {} : { authorization } });
        expect(response.statusCode).toBe(401);
        expect(response.headers["www-authenticate"]).toBe("Bearer");
        expect(response.json()).toEqual({ error: { code: "unauthorized", message: MISSING_TOKEN_MESSAGE } });
      }
    });

    it("refuses a token the verifier does not accept, saying why", async () => {
      const response = await app.inject({ url: "/api/auth/me", headers: bearer("not-a-token-it-knows") });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe('Bearer error="invalid_token"');
      expect(response.json()).toEqual({ error: { code: "unauthorized", message: INVALID_TOKEN_MESSAGE } });
    });

    it("checks the token before it reads the body", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/register-owner",
        headers: { "content-type": "application/json" },
        payload: "{not json",
      });
      expect(response.statusCode).toBe(401);
    });

    it("answers a verifier that fails for its own reasons with 500, without details", async () => {
      const brokenApp = buildTestApp(getStore(), {
        verify: async () => {
          throw new Error("JWKS fetch failed: getaddrinfo ENOTFOUND cognito-idp");
        },
      });
      try {
        const response = await brokenApp.inject({ url: "/api/auth/me", headers: bearer("any") });
        expect(response.statusCode).toBe(500);
        expect(response.headers["www-authenticate"]).toBeUndefined();
        expect(response.json()).toEqual({ error: { code: "internal", message: "Internal server error" } });
      } finally {
        await brokenApp.close();
      }
    });

    it("still answers unknown /api paths with the JSON 404, signed in or not", async () => {
      const { token } = users.signIn();
      for (const headers of [{}, bearer(token)]) {
        const response = await app.inject({ method: "GET", url: "/api/auth/nothing-here", headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: { code: "not_found", message: "No API route GET /api/auth/nothing-here" } });
      }
    });
  });
});

describe("/api/auth without a store or a token verifier", () => {
  it("is not served: the JSON 404 answers", async () => {
    const app = buildApp(loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: "/nonexistent/vdb-data" }), { logger: false });
    const response = await app.inject({ url: "/api/auth/me" });
    await app.close();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "No API route GET /api/auth/me" } });
  });
});
