import { consoleConfigSchema } from "../../contract/console-config";
import { AppError } from "../../server/errors";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { startTestServer, type TestServer } from "./helpers/test-app";

describe("GET /healthz", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers ok with the version and no settings", async () => {
    const response = await server.request({ url: "/healthz" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", version: expect.any(String), uptimeSeconds: expect.any(Number) });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("sets the request id and security headers", async () => {
    const response = await server.request({ url: "/healthz", headers: { "x-request-id": "lb-1234" } });
    expect(response.headers).toMatchObject({
      "x-request-id": "lb-1234",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
    });
  });

  it("replaces a request id that is not a plain token", async () => {
    const response = await server.request({ url: "/healthz", headers: { "x-request-id": "a b;c" } });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("GET /config.json", () => {
  it("points the console at the embedded user pool under PUBLIC_URL, and names no gRPC endpoint when GRPC_PORT is 0", async () => {
    const server = await startTestServer({ PORT: "9000", GRPC_PORT: "0" });
    const response = await server.request({ url: "/config.json" });
    await server.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(consoleConfigSchema.parse(response.json())).toEqual({
      apiBaseUrl: "/api",
      identity: {
        endpoint: "http://localhost:9000/identity/",
        userPoolId: "local_vdbcloud",
        clientId: "vdbcloudconsole",
        authFlow: "USER_SRP_AUTH",
      },
    });
  });

  it("names the gRPC endpoint at PUBLIC_URL's host and GRPC_PORT, with TLS when it has its files", async () => {
    const server = await startTestServer({ PUBLIC_URL: "https://vdb.example.com", GRPC_PORT: "7334", GRPC_TLS_CERT_FILE: "cert.pem", GRPC_TLS_KEY_FILE: "key.pem" });
    const response = await server.request({ url: "/config.json" });
    await server.close();
    expect(consoleConfigSchema.parse(response.json()).grpc).toEqual({ host: "vdb.example.com", port: 7334, tls: true });
  });

  it("names the AWS Cognito pool, without an endpoint, when one is configured", async () => {
    const server = await startTestServer({ COGNITO_REGION: "eu-west-1", COGNITO_USER_POOL_ID: "eu-west-1_AbC123", COGNITO_CLIENT_ID: "client42" });
    const response = await server.request({ url: "/config.json" });
    await server.close();
    expect(consoleConfigSchema.parse(response.json())).toEqual({
      apiBaseUrl: "/api",
      identity: { userPoolId: "eu-west-1_AbC123", clientId: "client42", authFlow: "USER_SRP_AUTH" },
      // GRPC_PORT's default, at PUBLIC_URL's default host.
      grpc: { host: "localhost", port: 6334, tls: false },
    });
  });
});

describe("unknown API routes", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(["GET", "POST", "DELETE"])("answer %s with a JSON 404", async (method) => {
    const response = await server.request({ method, url: "/api/whatever?key=secret" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.json()).toEqual({ error: { code: "not_found", message: `No API route ${method} /api/whatever` } });
  });

  it("covers /api itself and deep paths", async () => {
    expect((await server.request({ url: "/api" })).json()).toEqual({ error: { code: "not_found", message: "No API route GET /api" } });
    expect((await server.request({ method: "PUT", url: "/api/a/b/c", payload: {} })).statusCode).toBe(404);
  });

  it("answers other methods on console paths with a JSON 404", async () => {
    const response = await server.request({ method: "POST", url: "/dashboard" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "No route POST /dashboard" } });
  });
});

describe("error replies", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, async (app) => {
      await app.register(async (scope) => {
        scope.get("/api/test/conflict", async () => {
          throw new AppError("conflict", "Collection docs already exists");
        });
        scope.get("/api/test/rate", async () => {
          throw new AppError("rate_limited", "Too many requests");
        });
        scope.get("/api/test/crash", async () => {
          throw new Error("connect ECONNREFUSED postgres://admin:hunter2@db");
        });
        scope.get("/api/test/internal", async () => {
          throw new AppError("internal", "engine index file corrupt at /data/x");
        });
        scope.post(
          "/api/test/validated",
          { schema: { body: { type: "object", required: ["name"], properties: { name: { type: "string" } } } } },
          async () => ({ ok: true }),
        );
      });
    });
  });
  afterAll(() => server.close());

  it("maps an AppError code to its status and passes the message", async () => {
    const conflict = await server.request({ url: "/api/test/conflict" });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: { code: "conflict", message: "Collection docs already exists" } });
    const rate = await server.request({ url: "/api/test/rate" });
    expect(rate.statusCode).toBe(429);
    expect(rate.json()).toEqual({ error: { code: "rate_limited", message: "Too many requests" } });
  });

  it.each(["/api/test/crash", "/api/test/internal"])("says only 'Internal server error' for %s", async (url) => {
    const response = await server.request({ url });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: "internal", message: "Internal server error" } });
    expect(response.body).not.toMatch(/hunter2|corrupt|stack/);
  });

  it("answers a schema validation failure with 400 and the reason", async () => {
    const response = await server.request({ method: "POST", url: "/api/test/validated", payload: { other: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "bad_request", message: "body must have required property 'name'" } });
  });

  it("answers a malformed JSON body with 400", async () => {
    const response = await server.request({
      method: "POST",
      url: "/api/test/validated",
      headers: { "content-type": "application/json" },
      payload: "{bad",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "bad_request", message: "Body is not valid JSON but content-type is set to 'application/json'" } });
  });

  it("answers an unsupported body type with 415", async () => {
    const response = await server.request({ method: "POST", url: "/api/test/validated", headers: { "content-type": "text/csv" }, payload: "a,b" });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: { code: "unsupported_media_type" } });
  });

  it("answers a malformed URL in the same shape, with the same headers", async () => {
    const response = await server.request({ url: "/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: "bad_request", message: "'/%E0%A4%A' is not a valid url component" } });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("without a built console", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_DIR: "/nonexistent/vdb-public" });
  });
  afterAll(() => server.close());

  it("still serves the API, and answers pages with a JSON 404", async () => {
    expect((await server.request({ url: "/healthz" })).statusCode).toBe(200);
    expect((await server.request({ url: "/config.json" })).statusCode).toBe(200);
    const page = await server.request({ url: "/dashboard", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ error: { code: "not_found", message: "No page at /dashboard" } });
  });
});

describe("the client's address behind a proxy (TRUST_PROXY)", () => {
  async function addressSeen(env: Record<string, string>, remoteAddress: string, forwardedFor: string): Promise<string> {
    const app = buildApp(loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", ...env }), { logger: false });
    // What rate limits and logs key on.
    app.get("/test/address", async (request) => ({ ip: request.ip }));
    try {
      const response = await app.inject({ url: "/test/address", remoteAddress, headers: { "x-forwarded-for": forwardedFor } });
      return (response.json() as { ip: string }).ip;
    } finally {
      await app.close();
    }
  }

  it("is the socket's address by default, whatever X-Forwarded-For says", async () => {
    expect(await addressSeen({}, "10.0.0.2", "203.0.113.7")).toBe("10.0.0.2");
  });

  it("is the forwarded address from a trusted hop or proxy address", async () => {
    expect(await addressSeen({ TRUST_PROXY: "1" }, "10.0.0.2", "198.51.100.9, 203.0.113.7")).toBe("203.0.113.7");
    expect(await addressSeen({ TRUST_PROXY: "10.0.0.0/8" }, "10.0.0.2", "203.0.113.7")).toBe("203.0.113.7");
    expect(await addressSeen({ TRUST_PROXY: "10.0.0.0/8" }, "172.16.0.5", "203.0.113.7")).toBe("172.16.0.5");
  });
});
