// GET /openapi.json: the data plane's OpenAPI 3.1 document lists exactly the
// data-plane routes the service registers, each as its declaration in
// contract/qdrant/data-routes.ts has it (method, path, operationId,
// parameters, body, the result in Qdrant's envelope, Qdrant's error shape).
// It is public, and the console's static files never shadow it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { DATA_ROUTES } from "../../../contract/qdrant/data-routes";
import { DATA_PLANE_DOCUMENT_PATH } from "../../../contract/qdrant/document-path";
import { PUBLIC_DATA_ROUTES } from "../../../contract/qdrant/public-routes";
import { buildDataPlaneDocument } from "../../../contract/qdrant/openapi";
import { ErrorResponse } from "../../../contract/qdrant/replies";
import { buildApp } from "../../../server/app";
import { loadConfig } from "../../../server/config";
import { createPublicFixture, FIXTURE_FILES, type PublicFixture } from "../helpers/public-fixture";
import { openApiProblems } from "../support/openapi-problems";
import { openTestStore, type TestStore } from "../support/stores";
import { createTestUsers } from "../support/test-users";
import { openTestEngine } from "./support/test-engine";

jest.setTimeout(60_000);

const BROWSER = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  "x-right"?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string; properties?: Record<string, unknown>; required?: string[] } }> }>;
}

interface Document {
  openapi: string;
  security: Record<string, string[]>[];
  components: { securitySchemes: Record<string, object> };
  paths: Record<string, Record<string, Operation>>;
}

let store: TestStore;
let fixture: PublicFixture;
let app: FastifyInstance;
let baseUrl: string;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  store = await openTestStore("pglite");
  // A console build that happens to hold a file of the same name: the document still answers.
  fixture = createPublicFixture({ ...FIXTURE_FILES, "openapi.json": '{"from":"the console build"}' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vdb-test-openapi-"));
  const config = loadConfig({ PUBLIC_DIR: fixture.publicDir, DATA_DIR: dataDir });
  const vectorEngine = await openTestEngine(dataDir);
  app = buildApp(config, { logger: false, store: store.store, tokenVerifier: createTestUsers().tokenVerifier, vectorEngine });
  app.addHook("onRoute", (route) => {
    if (route.method !== "HEAD") routes.push(route);
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
  fixture.remove();
});

async function fetchDocument(headers: Record<string, string> = {}): Promise<{ status: number; contentType: string | null; document: Document }> {
  const response = await fetch(`${baseUrl}${DATA_PLANE_DOCUMENT_PATH}`, { headers });
  return { status: response.status, contentType: response.headers.get("content-type"), document: (await response.json()) as Document };
}

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

it("serves the document to anyone, browsers too, whatever the console's build holds", async () => {
  const callers: Record<string, string>[] = [{}, BROWSER, { "api-key": "not-a-key" }];
  for (const headers of callers) {
    const { status, contentType, document } = await fetchDocument(headers);
    expect({ headers, status, contentType }).toEqual({ headers, status: 200, contentType: "application/json; charset=utf-8" });
    expect(document).toEqual(JSON.parse(JSON.stringify(buildDataPlaneDocument())));
  }
});

it("is a well-formed OpenAPI 3.1 document", async () => {
  const { document } = await fetchDocument();
  expect(document.openapi).toBe("3.1.0");
  expect(openApiProblems(document)).toEqual([]);
});

it("lists exactly the data-plane routes the service registers, those without a key, and itself", async () => {
  const { document } = await fetchDocument();
  const registered = routes.filter((route) => route.config?.dataRoute !== undefined || route.config?.publicDataRoute !== undefined || route.url === DATA_PLANE_DOCUMENT_PATH);
  const served = registered.flatMap((route) => (Array.isArray(route.method) ? route.method : [route.method]).map((method) => `${method.toLowerCase()} ${toOpenApiPath(route.url)}`)).sort();
  const documented = Object.entries(document.paths)
    .flatMap(([routePath, item]) => Object.keys(item).map((method) => `${method} ${routePath}`))
    .sort();
  expect(documented).toEqual(served);
  const declared = [...DATA_ROUTES, ...PUBLIC_DATA_ROUTES].map((route) => `${route.method.toLowerCase()} ${route.path}`);
  expect(served).toEqual([...declared, `get ${DATA_PLANE_DOCUMENT_PATH}`].sort());
});

it("documents each route as declared: operationId, right, parameters, body and replies", async () => {
  const { document } = await fetchDocument();
  const operationIds = new Set<string>();
  for (const route of DATA_ROUTES) {
    const where = `${route.method} ${route.path}`;
    const operation = document.paths[route.path]?.[route.method.toLowerCase()];
    expect({ where, found: operation !== undefined }).toEqual({ where, found: true });
    if (!operation) continue;
    expect({ where, operationId: operation.operationId, summary: operation.summary, right: operation["x-right"], security: operation.security }).toEqual({
      where,
      operationId: route.operationId ?? route.operation,
      summary: route.summary,
      right: route.access.join("."),
      security: undefined,
    });
    operationIds.add(operation.operationId ?? "");

    const parameters = (operation.parameters ?? []).map((parameter) => `${parameter.in} ${parameter.name}${parameter.required ? " required" : ""}`);
    const templated = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => `path ${name} required`);
    const query = Object.keys(route.query?.shape ?? {}).map((name) => `query ${name}`);
    expect({ where, parameters }).toEqual({ where, parameters: [...templated, ...query] });

    expect({ where, hasBody: operation.requestBody?.content?.["application/json"]?.schema !== undefined }).toEqual({ where, hasBody: route.body !== undefined });
    const form = operation.requestBody?.content?.["multipart/form-data"]?.schema as { properties?: Record<string, unknown> } | undefined;
    expect({ where, form: form && Object.keys(form.properties ?? {}) }).toEqual({ where, form: route.upload === undefined ? undefined : [route.upload] });
    expect({ where, accepted: operation.responses["202"]?.content?.["application/json"]?.schema?.properties?.status }).toEqual({ where, accepted: route.accepts ? { type: "string", const: "accepted" } : undefined });
    if (route.download) {
      // A file: its bytes, not Qdrant's envelope.
      expect({ where, file: operation.responses["200"]?.content?.["application/octet-stream"]?.schema }).toEqual({ where, file: { type: "string", format: "binary" } });
      continue;
    }

    const reply = operation.responses["200"]?.content?.["application/json"]?.schema;
    expect({ where, envelope: Object.keys(reply?.properties ?? {}), required: reply?.required }).toEqual({ where, envelope: ["result", "status", "time"], required: ["result", "status", "time"] });
    expect(reply?.properties?.status).toEqual({ type: "string", const: "ok" });
    const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
    expect(errors.map(([status]) => status)).toEqual(expect.arrayContaining(["400", "401", "403", "500", ...(route.collection === "resolve" ? ["404"] : [])]));
    for (const [status, error] of errors) expect({ where, status, schema: error.content?.["application/json"]?.schema }).toEqual({ where, status, schema: { $ref: "#/components/schemas/ErrorResponse" } });
  }
  expect(operationIds.size).toBe(DATA_ROUTES.length);
});

it("takes the api-key header or a bearer token on every route but its own", async () => {
  const { document } = await fetchDocument();
  expect(document.security).toEqual([{ apiKey: [] }, { bearer: [] }]);
  expect(document.components.securitySchemes.apiKey).toEqual(expect.objectContaining({ type: "apiKey", in: "header", name: "api-key" }));
  expect(document.components.securitySchemes.bearer).toEqual(expect.objectContaining({ type: "http", scheme: "bearer" }));
  expect(document.paths[DATA_PLANE_DOCUMENT_PATH]?.get?.security).toEqual([]);
  for (const route of PUBLIC_DATA_ROUTES) {
    const operation = document.paths[route.path]?.get;
    expect({ path: route.path, operationId: operation?.operationId, security: operation?.security, media: Object.keys(operation?.responses["200"]?.content ?? {}) }).toEqual({
      path: route.path,
      operationId: route.operationId,
      security: [],
      media: [route.contentType],
    });
  }
});

it("describes errors in the shape the data plane sends them", async () => {
  const response = await fetch(`${baseUrl}/collections`);
  expect(response.status).toBe(401);
  expect(ErrorResponse.safeParse(await response.json()).error?.issues ?? []).toEqual([]);
});
