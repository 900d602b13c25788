// The help centre's API reference is built from the OpenAPI documents of the
// control plane (contract/openapi.ts) and of the data plane
// (contract/qdrant/openapi.ts): every declared route is on the page, with who
// may call it, and nothing in either document is left unread.
import { API_ROUTE_GROUPS, API_ROUTES } from "../../contract/api-routes";
import { buildApiDocument } from "../../contract/openapi";
import { DATA_ROUTE_GROUPS, DATA_ROUTES } from "../../contract/qdrant/data-routes";
import { DATA_PLANE_DOCUMENT_PATH } from "../../contract/qdrant/document-path";
import { PUBLIC_DATA_ROUTES } from "../../contract/qdrant/public-routes";
import { buildDataPlaneDocument } from "../../contract/qdrant/openapi";
import { buildApiReference } from "../../gatsby/api-reference";
import type { OpenApiDocument } from "../../gatsby/openapi-document";

const { errors, context } = buildApiReference(buildApiDocument());
const operations = context.groups.flatMap((group) => group.operations);
const find = (method: string, path: string) => operations.find((operation) => operation.method === method && operation.path === path);

describe("the API reference from contract/openapi.ts", () => {
  it("reads the whole document", () => {
    expect(errors).toEqual([]);
    expect(context.title).toBe("Vector Database Cloud control plane");
  });

  it("lists every route of the control plane once, under its tag", () => {
    expect(context.groups.map((group) => group.tag)).toEqual(Object.keys(API_ROUTE_GROUPS));
    expect(operations.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(API_ROUTES.map((route) => `${route.method} ${route.path}`).sort());
    expect(new Set(operations.map((operation) => operation.id)).size).toBe(operations.length);
  });

  it("says who may call each route, from contract/rights.ts", () => {
    expect(find("POST", "/api/auth/login")?.access).toBe("Public: no token needed.");
    expect(find("GET", "/api/auth/me")?.access).toBe("Any signed-in user (a bearer token).");
    expect(find("POST", "/api/projects")?.access).toBe("Signed-in users whose role is owner, admin (the right project.create).");
  });

  it("keeps parameters, request bodies and replies, with named schemas by name", () => {
    const createKey = find("POST", "/api/projects/{projectId}/api-keys");
    expect(createKey?.parameters.map((parameter) => [parameter.name, parameter.location, parameter.required])).toEqual([["projectId", "path", true]]);
    expect(createKey?.requestBody?.schema?.properties?.map((property) => [property.name, property.required])).toEqual([
      ["name", true],
      ["access", true],
      ["collections", false],
    ]);
    expect(createKey?.replies.find((reply) => reply.status === "404")?.schema).toEqual({ ref: "ApiError", types: [], constraints: [] });
    expect(context.schemas.map((schema) => schema.name)).toContain("ApiError");
  });

  it("is plain JSON, as Gatsby keeps page context", () => {
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});

describe("the API reference from contract/qdrant/openapi.ts", () => {
  const dataPlane = buildApiReference(buildDataPlaneDocument(), { anchorPrefix: "data-plane-" });
  const dataOperations = dataPlane.context.groups.flatMap((group) => group.operations);
  const findData = (method: string, path: string) => dataOperations.find((operation) => operation.method === method && operation.path === path);

  it("reads the whole document", () => {
    expect(dataPlane.errors).toEqual([]);
    expect(dataPlane.context.title).toBe("Vector Database Cloud data plane (Qdrant-compatible)");
  });

  it("lists every route of the data plane once, under its tag, those without a key, and the document's own", () => {
    expect(dataPlane.context.groups.map((group) => group.tag)).toEqual([...Object.keys(DATA_ROUTE_GROUPS), "Reference"]);
    expect(dataOperations.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(
      [...[...DATA_ROUTES, ...PUBLIC_DATA_ROUTES].map((route) => `${route.method} ${route.path}`), `GET ${DATA_PLANE_DOCUMENT_PATH}`].sort(),
    );
  });

  it("keeps its anchors apart from the console API's", () => {
    const ids = [...operations, ...dataOperations].map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(dataOperations.every((operation) => operation.id.startsWith("data-plane-"))).toBe(true);
    expect(dataPlane.context.anchorPrefix).toBe("data-plane-");
  });

  it("says which API keys and members may call each route, from contract/rights.ts", () => {
    expect(findData("POST", "/collections/{collection_name}/points/search")?.access).toBe(
      "API keys with read-write or read-only access, and signed-in users whose role is owner, admin, billing, developer, viewer (the right collection.read).",
    );
    expect(findData("PUT", "/collections/{collection_name}/points")?.access).toBe("API keys with read-write access, and signed-in users whose role is owner, admin, developer (the right collection.write).");
    expect(findData("GET", DATA_PLANE_DOCUMENT_PATH)?.access).toBe("Public: no token needed.");
    for (const { path } of PUBLIC_DATA_ROUTES) expect(findData("GET", path)?.access).toBe("Public: no token needed.");
  });

  it("names every path parameter, with the body, the reply envelope and Qdrant's error shape", () => {
    const getCollection = findData("GET", "/collections/{collection_name}");
    expect(getCollection?.parameters.map((parameter) => [parameter.name, parameter.location, parameter.required, parameter.description])).toEqual([
      ["collection_name", "path", true, "The collection's name, or an alias of it"],
    ]);
    const search = findData("POST", "/collections/{collection_name}/points/search");
    const body = search?.requestBody?.schema?.properties ?? [];
    expect(body.find((property) => property.name === "filter")?.schema.variants?.schemas[0]).toEqual({ ref: "Filter", types: [], constraints: [] });
    const reply = search?.replies.find((candidate) => candidate.status === "200")?.schema?.properties?.map((property) => property.name);
    expect(reply).toEqual(["result", "status", "time"]);
    expect(search?.replies.map((candidate) => candidate.status)).toEqual(["200", "400", "401", "403", "404", "422", "500"]);
    expect(search?.replies.find((candidate) => candidate.status === "404")?.schema).toEqual({ ref: "ErrorResponse", types: [], constraints: [] });
  });

  it("names its schemas after Qdrant's, never by a counter", () => {
    const names = dataPlane.context.schemas.map((schema) => schema.name);
    expect(names).toEqual(expect.arrayContaining(["Filter", "Condition", "FieldCondition", "Prefetch", "QueryInterface", "VectorInput", "PointStruct", "ScoredPoint", "ErrorResponse"]));
    expect(names.filter((name) => name.startsWith("__"))).toEqual([]);
  });

  it("is plain JSON, as Gatsby keeps page context", () => {
    expect(JSON.parse(JSON.stringify(dataPlane.context))).toEqual(dataPlane.context);
  });
});

describe("buildApiReference", () => {
  const document = (operation: object): OpenApiDocument => ({ openapi: "3.1.0", info: { title: "T", version: "1" }, paths: { "/x": { get: { responses: {}, ...operation } } } });

  it("reports a right that contract/rights.ts does not hold", () => {
    expect(buildApiReference(document({ "x-right": "project.fly" })).errors).toEqual(['GET /x: x-right "project.fly" is not a right of contract/rights.ts']);
  });

  it("reports references it cannot resolve instead of dropping them silently", () => {
    expect(buildApiReference(document({ parameters: [{ $ref: "#/components/parameters/Limit" }] })).errors).toEqual([
      "GET /x: the parameter #/components/parameters/Limit is a reference, which the API reference does not resolve",
    ]);
  });

  it("files untagged calls under Other", () => {
    expect(buildApiReference(document({})).context.groups.map((group) => group.tag)).toEqual(["Other"]);
  });
});
