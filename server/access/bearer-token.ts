// Who is calling /api: the bearer token in `Authorization`, checked by the
// configured TokenVerifier (the embedded user pool's, or an AWS Cognito
// pool's). The control plane's router (server/api-router/api-router.ts) adds it
// as the onRequest hook of every route that is not public, so none can forget
// to check. onRequest rather than preHandler: a caller who is not signed in is
// turned away before their body is read or parsed.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { SignedInUser, TokenVerifier } from "./token-verifier";
import { AppError } from "../errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; set on routes inside the authenticated scope only. */
    user: SignedInUser;
  }
}

export const MISSING_TOKEN_MESSAGE = "Sign in first: this request needs an Authorization: Bearer <token> header.";

// RFC 6750 b64token; anything else is not a bearer token.
const BEARER_PATTERN = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

export function authenticateBearer(tokenVerifier: TokenVerifier): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async (request, reply) => {
    const token = BEARER_PATTERN.exec(request.headers.authorization ?? "")?.[1];
    if (!token) {
      reply.header("www-authenticate", "Bearer");
      throw new AppError("unauthorized", MISSING_TOKEN_MESSAGE);
    }
    try {
      request.user = await tokenVerifier.verify(token);
    } catch (error) {
      // Only the token's own failures are 401; a verifier that cannot reach its JWKS is a 5xx.
      if (error instanceof AppError && error.code === "unauthorized") reply.header("www-authenticate", 'Bearer error="invalid_token"');
      throw error;
    }
  };
}
