// The control plane's auth routes (SPEC.md section 7), typed by the contract
// the service validates against (type-only imports: no zod in the console).
import type { RegisterOwnerBody, RegisterOwnerResponse, SignedInUserResponse } from "../../contract/auth";
import { toApiError, type ServiceError } from "./api-error";
import { apiClient } from "./client";

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

// GET /api/auth/me: the signed-in user, their organisation (null before register-owner) and its projects
export async function getMe(): Promise<SignedInUserResponse> {
  return (await apiClient.get<SignedInUserResponse>("/auth/me")).data;
}

// POST /api/auth/register-owner: the owner's organisation and default project, created once
export async function registerOwner(body: RegisterOwnerBody = {}): Promise<RegisterOwnerResponse> {
  return (await apiClient.post<RegisterOwnerResponse>("/auth/register-owner", body)).data;
}

// DELETE /api/auth/me: the user's organisation with its projects, collections and keys, before the account goes
export async function deleteAccountData(): Promise<void> {
  await apiClient.delete("/auth/me");
}

// POST /api/auth/login: sign-in over the same user pool, for scripts and the CLI
export async function login(payload: LoginPayload): Promise<LoginTokens> {
  return (await apiClient.post<LoginTokens>("/auth/login", payload, { anonymous: true })).data;
}

/**
 * POST /api/auth/forgot-password: posts the payload as given; on failure hands
 * the answer's `error` (response.data.error) to onError and resolves false
 * (SPEC.md section 7). Without an answer, onError gets the client's message.
 */
export async function forgotPassword(payload: Readonly<Record<string, unknown>>, onError: (error: ServiceError) => void): Promise<boolean> {
  try {
    await apiClient.post("/auth/forgot-password", payload, { anonymous: true });
    return true;
  } catch (error) {
    const apiError = toApiError(error);
    onError(apiError.serviceError ?? apiError.message);
    return false;
  }
}
