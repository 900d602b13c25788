// Small OpenAPI 3.1 documents in the shapes contract/openapi.ts and
// contract/qdrant/openapi.ts build, for the API reference page: a public call,
// a call that needs a right, path parameters, a body, named schemas and a
// nullable field; and a data-plane call that takes API keys, with a schema
// named as one of the console API's is.
import type { OpenApiDocument } from "../../../gatsby/openapi-document";

const errorReply = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } } });

export const apiDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Vector Database Cloud control plane", version: "1", description: "Every call but sign-in takes `Authorization: Bearer <token>`." },
  tags: [{ name: "Account" }, { name: "Projects" }],
  paths: {
    "/api/auth/login": {
      post: {
        tags: ["Account"],
        summary: "Sign in without a browser",
        security: [],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { email: { type: "string", format: "email" }, password: { type: "string", minLength: 8 } },
                required: ["email", "password"],
                additionalProperties: false,
              },
            },
          },
        },
        responses: { "200": { description: "OK", content: { "application/json": { schema: { type: "object", properties: { idToken: { type: "string" } }, required: ["idToken"] } } } }, "429": errorReply("Too many requests: try again later") },
      },
    },
    "/api/projects/{projectId}": {
      patch: {
        tags: ["Projects"],
        summary: "Rename a project",
        "x-right": "project.update",
        parameters: [{ in: "path", name: "projectId", required: true, description: "The project's id (a UUID)", schema: { type: "string" } }],
        requestBody: { content: { "application/json": { schema: { type: "object", properties: { name: { type: "string", minLength: 1, maxLength: 100 } }, required: ["name"] } } } },
        responses: {
          "200": { description: "OK", content: { "application/json": { schema: { $ref: "#/components/schemas/Project" } } } },
          "404": errorReply("Not found in the caller's organisation"),
        },
      },
    },
  },
  components: {
    schemas: {
      Project: {
        type: "object",
        properties: { id: { type: "string", format: "uuid" }, name: { type: "string" }, region: { anyOf: [{ type: "string" }, { type: "null" }] }, tags: { type: "array", items: { type: "string" } } },
        required: ["id", "name", "region"],
      },
      ApiError: { type: "object", properties: { error: { type: "object", properties: { code: { type: "string", enum: ["not_found", "rate_limited"] }, message: { type: "string" } }, required: ["code", "message"] } }, required: ["error"] },
    },
  },
};

const qdrantError = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorResponse" } } } });

export const dataPlaneDocument: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Vector Database Cloud data plane (Qdrant-compatible)", version: "1", description: "Every call takes `api-key: <key>`." },
  tags: [{ name: "Search" }, { name: "Reference" }],
  security: [{ apiKey: [] }, { bearer: [] }],
  paths: {
    "/collections/{collection_name}/points/search": {
      post: {
        tags: ["Search"],
        summary: "Nearest points to a vector",
        "x-right": "collection.read",
        parameters: [{ in: "path", name: "collection_name", required: true, description: "The collection's name, or an alias of it", schema: { type: "string" } }],
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "object", properties: { vector: { type: "array", items: { type: "number" } }, filter: { anyOf: [{ $ref: "#/components/schemas/Filter" }, { type: "null" }] } }, required: ["vector"] },
            },
          },
        },
        responses: {
          "200": { description: "OK: the result in Qdrant's envelope", content: { "application/json": { schema: { type: "object", properties: { result: { type: "array", items: { $ref: "#/components/schemas/Project" } } } } } } },
          "404": qdrantError("The collection does not exist in the project"),
        },
      },
    },
    "/openapi.json": { get: { tags: ["Reference"], summary: "This document", security: [], responses: { "200": { description: "OK" } } } },
  },
  components: {
    securitySchemes: { apiKey: { type: "apiKey" }, bearer: { type: "http" } },
    schemas: {
      Filter: { type: "object", properties: { must: { type: "array", items: {} } }, additionalProperties: false },
      Project: { type: "object", properties: { score: { type: "number" } }, required: ["score"] },
      ErrorResponse: { type: "object", properties: { status: { type: "object", properties: { error: { type: "string" } }, required: ["error"] } }, required: ["status"] },
    },
  },
};
