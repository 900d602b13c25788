// The OpenAPI 3.1 document of the data plane, generated from its route
// declarations (data-routes.ts) as /api's is from contract/ (contract/openapi.ts):
// Qdrant's paths and methods, each call's parameters and body as the data
// plane reads them, its result inside Qdrant's reply envelope, and Qdrant's
// error shape. Served by the service at GET /openapi.json (document-path.ts
// says why there) and shown in the help centre's API reference beside /api's.
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from "zod-openapi";
import { addOperation, createOpenApiDocument, errorRepliesOf, requestOf, type OpenApiDocument } from "../openapi-operation";
import type { DataRouteDeclaration } from "./data-route";
import { DATA_ROUTE_GROUPS } from "./data-routes";
import { DATA_PLANE_DOCUMENT_PATH } from "./document-path";
import { PUBLIC_DATA_ROUTES, type PublicDataRoute } from "./public-routes";
import { ErrorResponse, successReplyOf } from "./replies";

const REFERENCE_TAG = "Reference";
/** The group of data routes about the service itself, where the routes without a key are listed too. */
const SERVICE_TAG = "Service";

const ERROR_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'The request cannot be read or the collection cannot take it ("Format error in JSON body: ...", "Wrong input: ...")',
  401: "No API key or bearer token, or not a valid one",
  403: "Not for this key or role: a read-only key asked to write, or a collection the key is not granted",
  404: "The collection (or the alias, point or shard key named) does not exist in the project",
  409: "The name is taken by a collection or an alias of the project",
  422: 'Values out of range once the shape is right ("Validation error in JSON body: [...]"), or an inference object the model could not embed',
  500: 'Something went wrong in the service ("Service internal error")',
};

function describePathParameters(route: DataRouteDeclaration): Record<string, string> {
  return {
    collection_name: route.collection === "resolve" ? "The collection's name, or an alias of it" : "The collection's name",
    snapshot_name: "The snapshot's name, as its list gives it",
    field_name: 'The indexed payload key, such as "city" or "address.city"',
    vector_name: "The named vector's name",
    id: "The point's id: an unsigned integer or a UUID",
  };
}

/** Every route may answer 400, 401, 403 and 500; 422 when it reads input, 404 when it looks its collection up. */
function errorStatusesOf(route: DataRouteDeclaration): number[] {
  const readsInput = route.params !== undefined || route.query !== undefined || route.body !== undefined || route.upload !== undefined;
  const statuses = [400, 401, 403, ...(route.collection === "resolve" ? [404] : []), ...(route.errors ?? []), ...(readsInput ? [422] : []), 500];
  return [...new Set(statuses)].sort((a, b) => a - b);
}

const ACCEPTED: ZodOpenApiResponseObject = {
  description: "Accepted (wait=false): the work goes on in the background",
  content: { "application/json": { schema: z.object({ result: z.null(), status: z.literal("accepted"), time: z.number() }) } },
};

function toOperation(route: DataRouteDeclaration, tag: string): ZodOpenApiOperationObject {
  const success: ZodOpenApiResponseObject = route.download
    ? { description: "OK: the file's bytes", content: { "application/octet-stream": { schema: z.string().meta({ format: "binary" }) } } }
    : { description: "OK: the result in Qdrant's envelope", content: { "application/json": { schema: successReplyOf(route.result ?? z.unknown()) } } };
  const upload = route.upload
    ? { requestBody: { content: { "multipart/form-data": { schema: z.object({ [route.upload]: z.string().meta({ format: "binary" }) }) } } } }
    : {};
  return {
    tags: [tag],
    operationId: route.operationId ?? route.operation,
    summary: route.summary,
    ...(route.collection === "all" ? { description: "Spans the whole project: refused (403) to API keys limited to named collections." } : {}),
    "x-right": route.access.join("."),
    ...requestOf(route, describePathParameters(route)),
    ...upload,
    responses: { 200: success, ...(route.accepts ? { 202: ACCEPTED } : {}), ...errorRepliesOf(errorStatusesOf(route), (status) => ERROR_DESCRIPTIONS[status] ?? "Error", ErrorResponse) },
  };
}

const documentOperation: ZodOpenApiOperationObject = {
  tags: [REFERENCE_TAG],
  operationId: "openapi.document",
  summary: "This document: the OpenAPI 3.1 description of the data plane",
  security: [],
  responses: {
    200: { description: "OK: the document itself (not in Qdrant's envelope)", content: { "application/json": { schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) } } },
  },
};

/** A route without a key (public-routes.ts): its reply as is, JSON or Qdrant's plain text. */
function toPublicOperation(route: PublicDataRoute): ZodOpenApiOperationObject {
  return {
    tags: [SERVICE_TAG],
    operationId: route.operationId,
    summary: route.summary,
    security: [],
    responses: {
      200: { description: "OK (not in Qdrant's envelope, as Qdrant answers it)", content: { [route.contentType]: { schema: route.reply } } },
      ...(route.unavailable ? { 503: { description: "Not ready", content: { [route.contentType]: { schema: route.unavailable } } } } : {}),
    },
  };
}

export function buildDataPlaneDocument(): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const [tag, group] of Object.entries(DATA_ROUTE_GROUPS)) {
    for (const route of Object.values(group) as DataRouteDeclaration[]) addOperation(paths, route.method, route.path, toOperation(route, tag));
  }
  for (const route of PUBLIC_DATA_ROUTES) addOperation(paths, route.method, route.path, toPublicOperation(route));
  addOperation(paths, "GET", DATA_PLANE_DOCUMENT_PATH, documentOperation);
  return createOpenApiDocument({
    info: {
      title: "Vector Database Cloud data plane (Qdrant-compatible)",
      version: "1",
      description:
        "Qdrant's REST API at the service root, for Qdrant's clients given the service's URL and an API key. Every call takes a project's API key as `api-key: <key>` " +
        "(or `Authorization: Bearer <key>`); the console calls with `Authorization: Bearer <token>` and `X-Project-Id: <project id>`. A read-only key may only read, and a key " +
        'limited to named collections reaches only those. A success answers `{"result": ..., "status": "ok", "time": <seconds>}`, an error `{"status": {"error": "..."}, "time": <seconds>}`; ' +
        "a Qdrant path that is not listed here answers 404.",
    },
    components: {
      securitySchemes: {
        apiKey: { type: "apiKey", in: "header", name: "api-key", description: "An API key of the project" },
        bearer: { type: "http", scheme: "bearer", description: "An API key of the project, or the console's token with an `X-Project-Id` header" },
      },
    },
    security: [{ apiKey: [] }, { bearer: [] }],
    tags: [...Object.keys(DATA_ROUTE_GROUPS), REFERENCE_TAG].map((name) => ({ name })),
    paths,
  });
}
