// Sign-in for clients without a browser (scripts, the CLI), over the same
// user pool, registered by server/app.ts under /api:
//   POST /api/auth/login            {email, password} → tokens
//   POST /api/auth/forgot-password  {email}           → {ok: true}, the code goes by e-mail
// Failures answer {"error": "<message>"} (SPEC.md section 7), the message being the identity service's own.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from "fastify";
import { z } from "zod";
import { INTERNAL_ERROR_MESSAGE } from "../errors";
import type { ActionContext } from "./actions/action";
import { forgotPassword } from "./actions/forgot-password";
import { CognitoError, type CognitoErrorType } from "./errors";
import type { IdentityService } from "./service";
import { signInWithPassword } from "./sign-in/password-flow";

export interface IdentityApiRoutesOptions {
  /** The embedded user pool, built once per app (createIdentityService). */
  service: IdentityService;
}

const loginBody = z.object({ email: z.string().min(1).max(128), password: z.string().min(1).max(256) });
const forgotPasswordBody = z.object({ email: z.string().min(1).max(128) });

const STATUS: Partial<Record<CognitoErrorType, number>> = {
  NotAuthorizedException: 401,
  UserNotConfirmedException: 403,
  PasswordResetRequiredException: 403,
  TooManyRequestsException: 429,
  LimitExceededException: 429,
};

class BodyError extends Error {}

function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new BodyError(parsed.error.issues.map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`).join("; "));
  }
  return parsed.data;
}

function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    if (error instanceof CognitoError) return reply.code(STATUS[error.type] ?? 400).send({ error: error.message });
    if (error instanceof BodyError) return reply.code(400).send({ error: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: (error as Error).message });
    request.log.error({ err: error }, "identity API request failed");
    return reply.code(500).send({ error: INTERNAL_ERROR_MESSAGE });
  });
}

export const identityApiRoutes: FastifyPluginAsync<IdentityApiRoutesOptions> = async (app, options) => {
  const { service } = options;
  registerErrorHandler(app);

  // POST /auth/login: tokens for an e-mail and password (USER_PASSWORD_AUTH); a pending challenge answers 409
  app.post("/auth/login", async (request, reply) => {
    const { email, password } = parseBody(loginBody, request.body);
    const context: ActionContext = { service, ip: request.ip };
    const outcome = await signInWithPassword(context, { clientId: service.clientId, parameters: { USERNAME: email, PASSWORD: password }, offerDevice: false });
    if ("ChallengeName" in outcome) {
      return reply.code(409).send({
        error: `Sign-in needs the ${outcome.ChallengeName} step, which only the console or a Cognito client can complete`,
        challengeName: outcome.ChallengeName,
      });
    }
    const result = outcome.AuthenticationResult;
    return { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken, expiresIn: result.ExpiresIn };
  });

  // POST /auth/forgot-password: a reset code by e-mail; the same reply whether or not the address has an account
  app.post("/auth/forgot-password", async (request) => {
    const { email } = parseBody(forgotPasswordBody, request.body);
    await forgotPassword({ service, ip: request.ip }, { ClientId: service.clientId, Username: email });
    return { ok: true };
  });
};
