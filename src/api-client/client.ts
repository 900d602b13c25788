// The one axios instance of the console (STYLE.md, The console): the base URL
// from config.json, the stored token as a bearer, and errors mapped to
// ApiError. A 401 refreshes the session once and retries the request once;
// when the refresh is refused the session ends and the user goes to login.
// Data-plane calls (dataPlaneProject set) go to the service's root instead of
// /api, with the project in X-Project-Id (src/api-client/data-plane.ts).
// Pages call the typed functions beside this file, never axios or the token.
// (Not src/api/: Gatsby compiles every .ts file there as a serverless function.)
import axios, { type AxiosError, type AxiosResponse } from "axios";
import { navigate } from "gatsby";
import { endSession } from "../session/end-session";
import { renewStoredSession } from "../session/renew-session";
import { readStoredValue } from "../session/token-storage";
import { loadConsoleConfig } from "../config/load-console-config";
import { LOGIN_PATH } from "../console-routes";
import { toApiError } from "./api-error";
import { dataPlaneBaseUrl } from "./data-plane-url";

declare module "axios" {
  interface AxiosRequestConfig {
    /** Set on the one retry after a refresh, so that a second 401 is final. */
    retriedAfterRefresh?: boolean;
    /** A call made without a session (sign-in, password reset): no bearer, and a 401 is the answer itself. */
    anonymous?: boolean;
    /** A data-plane call (Qdrant's REST API at the service root) on this project's collections. */
    dataPlaneProject?: string;
  }
}

export const apiClient = axios.create({ headers: { Accept: "application/json" } });

apiClient.interceptors.request.use(async (request) => {
  const { apiBaseUrl } = await loadConsoleConfig();
  request.baseURL = request.dataPlaneProject === undefined ? apiBaseUrl : dataPlaneBaseUrl(apiBaseUrl);
  if (request.dataPlaneProject !== undefined) request.headers.set("X-Project-Id", request.dataPlaneProject);
  const token = request.anonymous ? null : readStoredValue("accessToken");
  if (token !== null) request.headers.set("Authorization", `Bearer ${token}`);
  else request.headers.delete("Authorization");
  return request;
});

async function retryAfterRefresh(error: AxiosError): Promise<AxiosResponse> {
  const request = error.config;
  if (request === undefined || request.anonymous || request.retriedAfterRefresh || error.response?.status !== 401) {
    throw toApiError(error);
  }
  if (!(await renewStoredSession("forced"))) {
    await endSession();
    void navigate(LOGIN_PATH);
    throw toApiError(error);
  }
  try {
    return await apiClient.request({ ...request, retriedAfterRefresh: true });
  } catch (retryError) {
    throw toApiError(retryError);
  }
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error)) return retryAfterRefresh(error);
  throw toApiError(error);
});
