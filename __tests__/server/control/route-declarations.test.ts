// Every route is declared once in contract/ and registered through its
// plane's one wrapper: a route registered any other way, or without its
// schemas, fails here. /api/openapi.json lists exactly the routes served (the
// data plane's /openapi.json: data/openapi-document.test.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { API_ROUTES } from "../../../contract/api-routes";
import { buildApiDocument } from "../../../contract/openapi";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { createMailer } from "../../../server/mail/mailer";
import { openTestEngine } from "../data/support/test-engine";
import { openApiProblems } from "../support/openapi-problems";
import { openTestStore, type TestStore } from "../support/stores";
import { createTestUsers } from "../support/test-users";

jest.setTimeout(60_000);

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
// Answers for what no route claims: JSON 404s in each plane's shape.
const FALLBACKS = new Set(["/api", "/api/*", "/collections/*"]);

let store: TestStore;
let app: FastifyInstance;
let baseUrl: string;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  store = await openTestStore("pglite");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-routes-"));
  const config = loadConfig({ PUBLIC_DIR: "/nonexistent/vdb-public", DATA_DIR: dataDir });
  const mailer = createMailer({ config, db: store.store.db, log: silent });
  const vectorEngine = await openTestEngine(dataDir);
  app = buildApp(config, { logger: false, store: store.store, mailer, tokenVerifier: createTestUsers().tokenVerifier, vectorEngine });
  // Fastify adds a HEAD route to every GET; a HEAD route declared in contract/ (tus's offset) is kept.
  app.addHook("onRoute", (route) => {
    const isHeadOnly = route.method === "HEAD" || (Array.isArray(route.method) && route.method.length === 1 && route.method[0] === "HEAD");
    if (!isHeadOnly || route.config?.declaration?.method === "HEAD") routes.push(route);
  });
  app.addHook("onClose", () => vectorEngine.close());
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("no TCP address");
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await app.close();
  await store.remove();
});

const isApiRoute = (route: RouteOptions) => route.url === "/api" || route.url.startsWith("/api/");
const isDataRoute = (route: RouteOptions) => route.url.startsWith("/collections") || route.url.startsWith("/aliases");
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== "HEAD" || route.config?.declaration?.method === "HEAD");

it("registers every /api route from its declaration, with the declared schemas", () => {
  const apiRoutes = routes.filter((route) => isApiRoute(route) && !FALLBACKS.has(route.url));
  expect(apiRoutes.length).toBe(API_ROUTES.length);
  for (const route of apiRoutes) {
    const declaration = route.config?.declaration;
    expect({ route: `${String(route.method)} ${route.url}`, declared: declaration !== undefined }).toEqual({ route: `${String(route.method)} ${route.url}`, declared: true });
    if (!declaration) continue;
    expect(toOpenApiPath(route.url)).toBe(declaration.path);
    expect(Object.keys(declaration.replies).length).toBeGreaterThan(0);
    if (["POST", "PUT", "PATCH"].includes(declaration.method) && declaration.access !== "signed-in") expect(declaration.body ?? declaration.bodyStream).toBeDefined();
  }
});

it("registers every data-plane route from its declaration", () => {
  const dataRoutes = routes.filter((route) => isDataRoute(route) && !FALLBACKS.has(route.url));
  expect(dataRoutes.length).toBeGreaterThanOrEqual(25);
  for (const route of dataRoutes) {
    expect({ route: `${String(route.method)} ${route.url}`, declared: route.config?.dataRoute !== undefined }).toEqual({ route: `${String(route.method)} ${route.url}`, declared: true });
  }
});

it("serves /api/openapi.json: OpenAPI 3.1 listing exactly the routes served, each with request and reply schemas", async () => {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, OperationShape>> };
  expect(document).toEqual(JSON.parse(JSON.stringify(buildApiDocument())));
  expect(document.openapi).toBe("3.1.0");
  expect(openApiProblems(document)).toEqual([]);

  const served = routes
    .filter((route) => isApiRoute(route) && !FALLBACKS.has(route.url))
    .flatMap((route) => methodsOf(route).map((method) => `${method.toLowerCase()} ${toOpenApiPath(route.url)}`))
    .sort();
  const documented = Object.entries(document.paths)
    .flatMap(([routePath, item]) => Object.keys(item).map((method) => `${method} ${routePath}`))
    .sort();
  expect(documented).toEqual(served);

  for (const [routePath, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const declaration = API_ROUTES.find((route) => route.path === routePath && route.method.toLowerCase() === method);
      expect(declaration).toBeDefined();
      const success = Object.entries(operation.responses).filter(([status]) => status.startsWith("2"));
      expect(success.length).toBeGreaterThan(0);
      for (const [status, reply] of success) {
        // An empty reply: every 204, and tus's answers in headers.
        if (declaration?.replies[Number(status) as 200] === null) expect(reply.content).toBeUndefined();
        else expect(reply.content?.[declaration?.replyMediaType ?? "application/json"]?.schema).toEqual(expect.any(Object));
      }
      expect(operation.responses["400"]?.content?.["application/json"]?.schema).toEqual(expect.any(Object));
      if (declaration?.body) expect(operation.requestBody?.content?.["application/json"]?.schema).toEqual(expect.any(Object));
      if (declaration?.bodyStream) expect(operation.requestBody?.content?.[declaration.bodyStream.contentType]?.schema).toEqual({ type: "string", format: "binary" });
      for (const name of Object.keys(declaration?.headers?.shape ?? {})) {
        expect(operation.parameters).toContainEqual(expect.objectContaining({ in: "header", name }));
      }
      for (const name of Object.keys(declaration?.params?.shape ?? {})) {
        expect(operation.parameters).toContainEqual(expect.objectContaining({ in: "path", name, required: true }));
      }
    }
  }
});

interface OperationShape {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
