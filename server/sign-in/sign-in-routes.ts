// Sign-in for clients without a browser (scripts, the CLI), over the embedded
// user pool (contract/auth.ts): POST /api/auth/login and
// /api/auth/forgot-password. Public routes; the identity service's refusals
// keep their Cognito messages, in /api's error shape.
import { authRoutes } from "../../contract/auth";
import { AppError, type ErrorCode } from "../errors";
import { forgotPassword } from "../identity/actions/forgot-password";
import { CognitoError, type CognitoErrorType } from "../identity/errors";
import type { IdentityService } from "../identity/service";
import { signInWithPassword } from "../identity/sign-in/password-flow";
import type { ApiRouter } from "../api-router/api-router";

const ERROR_CODES: Partial<Record<CognitoErrorType, ErrorCode>> = {
  NotAuthorizedException: "unauthorized",
  UserNotConfirmedException: "forbidden",
  PasswordResetRequiredException: "forbidden",
  TooManyRequestsException: "rate_limited",
  LimitExceededException: "rate_limited",
};

/** The identity service's refusal, as /api words it. */
async function asApiError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof CognitoError) throw new AppError(ERROR_CODES[error.type] ?? "bad_request", error.message);
    throw error;
  }
}

export function registerSignInRoutes(route: ApiRouter, { service }: { service: IdentityService }): void {
  // POST /api/auth/login: tokens for an e-mail and password (USER_PASSWORD_AUTH); a pending challenge answers 409
  route(authRoutes.login, async ({ request, body }) => {
    const outcome = await asApiError(
      signInWithPassword({ service, ip: request.ip }, { clientId: service.clientId, parameters: { USERNAME: body.email, PASSWORD: body.password }, offerDevice: false }),
    );
    if ("ChallengeName" in outcome) {
      throw new AppError("conflict", `Sign-in needs the ${outcome.ChallengeName} step, which only the console or a Cognito client can complete`, {
        details: { challengeName: outcome.ChallengeName },
      });
    }
    const result = outcome.AuthenticationResult;
    if (result.RefreshToken === undefined) throw new Error("a password sign-in issued no refresh token");
    return { status: 200, body: { idToken: result.IdToken, accessToken: result.AccessToken, refreshToken: result.RefreshToken, expiresIn: result.ExpiresIn } };
  });

  // POST /api/auth/forgot-password: a reset code by e-mail; the same reply whether or not the address has an account
  route(authRoutes.forgotPassword, async ({ request, body }) => {
    await asApiError(forgotPassword({ service, ip: request.ip }, { ClientId: service.clientId, Username: body.email }));
    return { status: 200, body: { ok: true } };
  });
}
