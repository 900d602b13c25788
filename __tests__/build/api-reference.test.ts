// The help centre's API reference is built from the control plane's own
// OpenAPI document (contract/openapi.ts): every declared route is on the page,
// with who may call it, and nothing in the document is left unread.
import { API_ROUTE_GROUPS, API_ROUTES } from "../../contract/api-routes";
import { buildApiDocument } from "../../contract/openapi";
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
