import { navigate } from "gatsby";
import { forgotPassword, getMe, login, registerOwner } from "../../../src/api-client/auth";
import { ApiError } from "../../../src/api-client/api-error";
import * as identity from "../../../src/identity/identity-client";
import { forgetConsoleConfig } from "../../../src/config/load-console-config";
import { isLoggedInNow, setLoggedIn } from "../../../src/session/logged-in";
import type * as GatsbyMock from "../support/gatsby-mock";
import { installApiEdge, type ApiAnswer, type ApiRequest } from "../auth/support/api-edge";
import { identityFailure, type mockIdentityClient } from "../auth/support/identity-mock";
import { installNetworkEdge, removeNetworkEdge } from "../auth/support/network-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.mock("../../../src/identity/identity-client", () =>
  jest.requireActual<{ mockIdentityClient: typeof mockIdentityClient }>("../auth/support/identity-mock").mockIdentityClient(),
);

const navigateMock = jest.mocked(navigate);
const identityMock = jest.mocked(identity);
const me = {
  user: { sub: "sub-1", email: "owner@example.com", username: "owner", givenName: "Ada", familyName: null },
  organisation: null,
  projects: [],
};

function storeSession(accessToken = "id-token-1"): void {
  window.localStorage.setItem("accessToken", accessToken);
  window.localStorage.setItem("refreshToken", "refresh-1");
  window.localStorage.setItem("email", "owner@example.com");
  window.localStorage.setItem("username", "owner");
  setLoggedIn(true);
}

/** The service: accepts only the given token. */
function acceptOnly(token: string, answer: (request: ApiRequest) => ApiAnswer = () => ({ status: 200, data: me })) {
  return (request: ApiRequest): ApiAnswer =>
    request.authorization === `Bearer ${token}` ? answer(request) : { status: 401, data: { error: { code: "unauthorized", message: "Token is not valid" } } };
}

beforeEach(() => {
  jest.clearAllMocks();
  forgetConsoleConfig();
  installNetworkEdge(() => {
    throw new Error("the API client reaches identity only through the identity client");
  });
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  removeNetworkEdge();
  jest.restoreAllMocks();
});

describe("the API client", () => {
  it("sends the stored token as a bearer to the configured base URL", async () => {
    storeSession();
    const requests = installApiEdge(acceptOnly("id-token-1"));
    await expect(getMe()).resolves.toEqual(me);
    expect(requests).toEqual([{ method: "GET", url: "/api/auth/me", authorization: "Bearer id-token-1", data: undefined }]);
  });

  it("refreshes the session once on 401, stores the new token and retries once", async () => {
    storeSession("expired-elsewhere");
    identityMock.refreshSession.mockResolvedValue({ idToken: "id-token-2", accessToken: "access-2", refreshToken: "refresh-1" });
    const requests = installApiEdge(acceptOnly("id-token-2"));
    await expect(getMe()).resolves.toEqual(me);
    expect(identityMock.refreshSession).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.authorization)).toEqual(["Bearer expired-elsewhere", "Bearer id-token-2"]);
    expect(window.localStorage.getItem("accessToken")).toBe("id-token-2");
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("refreshes once for a burst of refused requests", async () => {
    storeSession("old");
    identityMock.refreshSession.mockResolvedValue({ idToken: "new", accessToken: "a", refreshToken: "r" });
    installApiEdge(acceptOnly("new"));
    await Promise.all([getMe(), getMe(), getMe()]);
    expect(identityMock.refreshSession).toHaveBeenCalledTimes(1);
  });

  it("gives up after one retry when the new token is refused too", async () => {
    storeSession("old");
    identityMock.refreshSession.mockResolvedValue({ idToken: "also-refused", accessToken: "a", refreshToken: "r" });
    const requests = installApiEdge(acceptOnly("never"));
    await expect(getMe()).rejects.toMatchObject({ status: 401, code: "unauthorized", message: "Token is not valid" });
    expect(requests).toHaveLength(2);
    expect(identityMock.refreshSession).toHaveBeenCalledTimes(1);
  });

  it("ends the session and goes to login when the refresh is refused", async () => {
    storeSession("old");
    identityMock.refreshSession.mockRejectedValue(identityFailure("NotAuthorizedException", "Refresh Token has been revoked"));
    const requests = installApiEdge(acceptOnly("never"));
    await expect(getMe()).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
    for (const key of ["accessToken", "refreshToken", "email", "username"]) expect(window.localStorage.getItem(key)).toBeNull();
    expect(identityMock.forgetCachedSession).toHaveBeenCalled();
    expect(isLoggedInNow()).toBe(false);
    expect(navigateMock).toHaveBeenCalledWith("/auth/login");
  });

  it("maps the service's error shape and network failures", async () => {
    storeSession();
    installApiEdge(() => ({ status: 409, data: { error: { code: "conflict", message: "Organisation exists" } } }));
    await expect(registerOwner()).rejects.toMatchObject({ status: 409, code: "conflict", message: "Organisation exists" });
    installApiEdge(() => ({ status: 502, data: "<html>" }));
    await expect(getMe()).rejects.toMatchObject({ status: 502, code: "http_502", message: "The service answered HTTP 502." });
    installApiEdge(() => "network-error");
    await expect(getMe()).rejects.toMatchObject({ status: 0, code: "NetworkError" });
  });
});

describe("calls for clients without a browser", () => {
  it("logs in without a bearer, and a 401 is the answer itself", async () => {
    storeSession();
    const requests = installApiEdge(() => ({ status: 401, data: { error: "Incorrect username or password." } }));
    await expect(login({ email: "owner@example.com", password: "x" })).rejects.toMatchObject({
      status: 401,
      code: "http_401",
      message: "Incorrect username or password.",
    });
    expect(requests).toEqual([{ method: "POST", url: "/api/auth/login", authorization: null, data: { email: "owner@example.com", password: "x" } }]);
    expect(identityMock.refreshSession).not.toHaveBeenCalled();
  });

  it("hands a failed forgot-password's response.data.error to the callback", async () => {
    const requests = installApiEdge(() => ({ status: 429, data: { error: "Attempt limit exceeded, please try after some time." } }));
    const onError = jest.fn();
    await expect(forgotPassword({ email: "owner@example.com" }, onError)).resolves.toBe(false);
    expect(onError).toHaveBeenCalledWith("Attempt limit exceeded, please try after some time.");
    expect(requests[0]).toMatchObject({ method: "POST", url: "/api/auth/forgot-password", authorization: null, data: { email: "owner@example.com" } });
  });

  it("hands an error object on as sent, too", async () => {
    const error = { code: "bad_request", message: "email: Required", field: "email" };
    installApiEdge(() => ({ status: 400, data: { error } }));
    const onError = jest.fn();
    await forgotPassword({}, onError);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it("resolves true and calls nothing when the reset code is on its way", async () => {
    installApiEdge(() => ({ status: 200, data: {} }));
    const onError = jest.fn();
    await expect(forgotPassword({ email: "owner@example.com" }, onError)).resolves.toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });
});
