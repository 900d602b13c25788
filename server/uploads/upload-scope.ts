// The uploads' own Fastify scope inside the control plane: the same router
// (bearer token, rights, project), plus a parser that hands tus's bodies
// (application/offset+octet-stream) to the handler as the unread stream, so
// that a 2 GB file goes to disk as it arrives and never whole into memory.
import { Readable } from "node:stream";
import type { FastifyPluginAsync } from "fastify";
import { TUS_BODY_TYPE } from "../../contract/uploads";
import { createApiRouter, type ApiRouterContext } from "../api-router/api-router";
import { registerUploadRoutes } from "./upload-routes";
import type { UploadTransfer } from "./tus-transfer";

export const uploadScope: FastifyPluginAsync<ApiRouterContext & { transfer: UploadTransfer }> = async (scope, { db, tokenVerifier, audit, transfer }) => {
  scope.addContentTypeParser(TUS_BODY_TYPE, (_request, payload, done) => done(null, payload));
  // Bytes of any other media type reach the routes unread too, to be refused there in the user's words (415).
  scope.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
  // A refusal before the last byte (413, 409, a wrong project): the rest of the body is not read, so the connection closes after the reply.
  scope.addHook("onSend", async (request, reply) => {
    if (request.body instanceof Readable && !request.body.readableEnded) reply.header("connection", "close");
  });
  registerUploadRoutes(createApiRouter(scope, { db, tokenVerifier, audit }), { db, transfer });
};
