// GET /openapi.json: the data plane's OpenAPI 3.1 document (contract/qdrant/openapi.ts),
// public like /api/openapi.json. Built and written out once, when the service
// starts; why this path: contract/qdrant/document-path.ts.
import type { FastifyInstance } from "fastify";
import { DATA_PLANE_DOCUMENT_PATH } from "../../../contract/qdrant/document-path";
import { buildDataPlaneDocument } from "../../../contract/qdrant/openapi";

export function registerOpenApiDocument(app: FastifyInstance): void {
  const body = JSON.stringify(buildDataPlaneDocument());
  // GET /openapi.json: every data-plane route, with its schemas
  app.get(DATA_PLANE_DOCUMENT_PATH, async (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
}
