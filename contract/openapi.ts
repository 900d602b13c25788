// The OpenAPI 3.1 document of /api, generated from the route declarations
// (zod-openapi, with what the data plane's document shares:
// openapi-operation.ts): served by the service at /api/openapi.json and
// rendered as the API reference in the console's help centre.
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from "zod-openapi";
import { apiErrorBodySchema } from "./api-error";
import { API_ROUTE_GROUPS } from "./api-routes";
import { addOperation, createOpenApiDocument, errorRepliesOf, requestOf, type OpenApiDocument } from "./openapi-operation";
import { DATA_PLANE_DOCUMENT_PATH } from "./qdrant/document-path";
import type { RouteDeclaration } from "./route";

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: "The input is not what the route reads",
  401: "No valid bearer token",
  403: "The caller's role does not allow it",
  404: "Not found in the caller's organisation",
  409: "In conflict with what exists",
  412: "A precondition of the protocol is not met (tus: the Tus-Resumable version)",
  413: "The body is too large",
  415: "The body's media type is not the one the route reads",
  422: "Understood, but it could not be done: an external model's provider refused or failed (its own message)",
  429: "Too many requests: try again later",
  500: "Something went wrong in the service",
};

const REPLY_DESCRIPTIONS: Readonly<Record<number, string>> = { 200: "OK", 201: "Created", 204: "No content" };

function toOperation(route: RouteDeclaration, tag: string): ZodOpenApiOperationObject {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, schema] of Object.entries(route.replies)) {
    responses[status] = {
      description: REPLY_DESCRIPTIONS[Number(status)] ?? "OK",
      ...(schema ? { content: { [route.replyMediaType ?? "application/json"]: { schema } } } : {}),
      ...(route.replyHeaders ? { headers: route.replyHeaders } : {}),
    };
  }
  const errors = [400, ...(route.access === "public" ? [] : [401]), ...(Array.isArray(route.access) ? [403] : []), ...(route.errors ?? []), 500];
  Object.assign(responses, errorRepliesOf(errors, (status) => ERROR_DESCRIPTIONS[status] ?? "Error", apiErrorBodySchema));
  return {
    tags: [tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    ...(route.access === "public" ? { security: [] } : {}),
    ...(route.acceptsApiKey ? { security: [{ bearer: [] }, { apiKey: [] }] } : {}),
    ...(Array.isArray(route.access) ? { "x-right": route.access.join(".") } : {}),
    ...requestOf(route),
    ...(route.bodyStream
      ? { requestBody: { description: route.bodyStream.description, content: { [route.bodyStream.contentType]: { schema: { type: "string", format: "binary" } } } } }
      : {}),
    responses,
  };
}

export function buildApiDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const [tag, group] of Object.entries(API_ROUTE_GROUPS)) {
    for (const route of Object.values(group) as RouteDeclaration[]) addOperation(paths, route.method, route.path, toOperation(route, tag));
  }
  return createOpenApiDocument({
    info: {
      title: "Vector Database Cloud control plane",
      version: "1",
      description:
        "Projects, API keys, background jobs, uploads, embedding models and the signed-in account. Every call but sign-in takes `Authorization: Bearer <id or access token>`. " +
        `The data plane (collections, points, search) is Qdrant's REST API at the service root, used with an API key; its own document is ${DATA_PLANE_DOCUMENT_PATH}.`,
    },
    components: {
      securitySchemes: {
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        apiKey: { type: "apiKey", in: "header", name: "api-key", description: "An API key of the project, on the routes that take one" },
      },
    },
    security: [{ bearer: [] }],
    tags: Object.keys(API_ROUTE_GROUPS).map((name) => ({ name })),
    paths,
  });
}
