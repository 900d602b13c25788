// The control plane lives under /api; its resource routes register beside
// these. Whatever none of them matches is answered here in JSON, so that
// /api paths never fall through to the console's HTML 404 page.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { pathOf } from "../http/error-handler";

function rejectUnknownApiRoute(request: FastifyRequest, _reply: FastifyReply): never {
  throw new AppError("not_found", `No API route ${request.method} ${pathOf(request)}`);
}

// ALL /api, /api/*: JSON 404 for API paths no route claims
export const apiFallbackRoutes: FastifyPluginAsync = async (app) => {
  app.all("/api", rejectUnknownApiRoute);
  app.all("/api/*", rejectUnknownApiRoute);
};
