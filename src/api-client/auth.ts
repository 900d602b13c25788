// The control plane's auth routes (SPEC.md section 7), each call built from
// its declaration (contract/auth.ts; type-only imports: no zod in the console).
import type { z } from "zod";
import type { RegisterOwnerBody, RegisterOwnerResponse, SignedInUserResponse, authRoutes } from "../../contract/auth";
import { toApiError, type ServiceError } from "./api-error";
import { callRoute } from "./call-route";

type Routes = typeof authRoutes;

export interface LoginPayload {
  email: string;
  password: string;
}

/** The tokens /api/auth/login issues to clients without a browser. */
export interface LoginTokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Forgot-password as this client calls it: the payload posted as given, for the service to judge (SPEC.md section 7). */
type ForgotPasswordAsGiven = Omit<Routes["forgotPassword"], "body"> & { body: z.ZodType<Readonly<Record<string, unknown>>> };

// The signed-in user, their organisation (null before register-owner), their role and the projects they reach
export function getMe(): Promise<SignedInUserResponse> {
  return callRoute<Routes["me"]>("GET /api/auth/me");
}

// The owner's organisation and default project, created once
export function registerOwner(body: RegisterOwnerBody = {}): Promise<RegisterOwnerResponse> {
  return callRoute<Routes["registerOwner"]>("POST /api/auth/register-owner", { body });
}

// The user's organisation with its projects, collections and keys, before the account goes
export function deleteAccountData(): Promise<void> {
  return callRoute<Routes["deleteAccountData"]>("DELETE /api/auth/me");
}

// Sign-in over the same user pool, for scripts and the CLI
export function login(payload: LoginPayload): Promise<LoginTokens> {
  return callRoute<Routes["login"]>("POST /api/auth/login", { body: payload, anonymous: true });
}

/**
 * Posts the payload as given; on failure hands the answer's `error`
 * (response.data.error) to onError and resolves false (SPEC.md section 7).
 * Without an answer, onError gets the client's message.
 */
export async function forgotPassword(payload: Readonly<Record<string, unknown>>, onError: (error: ServiceError) => void): Promise<boolean> {
  try {
    await callRoute<ForgotPasswordAsGiven>("POST /api/auth/forgot-password", { body: payload, anonymous: true });
    return true;
  } catch (error) {
    const apiError = toApiError(error);
    onError(apiError.serviceError ?? apiError.message);
    return false;
  }
}
