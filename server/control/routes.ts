// The control plane under /api: one scope in which every route needs a
// signed-in user (authenticate, below). API routes that must stay public
// (sign-in for scripts: /api/auth/login, /api/auth/forgot-password) are
// registered outside this scope, in app.ts; unknown /api paths fall through
// to the JSON 404 of server/api/routes.ts.
import type { FastifyPluginAsync } from "fastify";
import type { TokenVerifier } from "../auth/token-verifier";
import type { Database } from "../db/client";
import { authenticate } from "../http/authenticate";
import { apiKeyRoutes } from "./api-keys/routes";
import type { ApiKeyForgetter } from "./api-keys/revoke-api-key";
import { organisationRoutes } from "./organisations/routes";
import type { ProjectCollectionsDropper } from "./projects/delete-project";
import { projectRoutes } from "./projects/routes";

export interface ControlPlaneOptions {
  db: Database;
  tokenVerifier: TokenVerifier;
  /** The data plane, when served: told when keys are revoked and projects deleted. */
  dataPlane?: ApiKeyForgetter & ProjectCollectionsDropper;
}

export const controlPlaneRoutes: FastifyPluginAsync<ControlPlaneOptions> = async (app, { db, tokenVerifier, dataPlane }) => {
  app.addHook("onRequest", authenticate(tokenVerifier));
  await app.register(organisationRoutes, { db, dropper: dataPlane });
  await app.register(projectRoutes, { db, dropper: dataPlane });
  await app.register(apiKeyRoutes, { db, forgetter: dataPlane });
};
