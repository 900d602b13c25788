import { render, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import * as identity from "../../../src/identity/identity-client";
import { RouteGuard } from "../../../src/auth/route-guard";
import { isLoggedInNow, setLoggedIn } from "../../../src/session/logged-in";
import type * as GatsbyMock from "../support/gatsby-mock";
import { identityFailure, type mockIdentityClient } from "./support/identity-mock";
import { makeSessionToken, NOW_MS } from "./tokens";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());
jest.mock("../../../src/identity/identity-client", () =>
  jest.requireActual<{ mockIdentityClient: typeof mockIdentityClient }>("./support/identity-mock").mockIdentityClient(),
);

const navigateMock = jest.mocked(navigate);
const identityMock = jest.mocked(identity);

function guarded(path: string) {
  return (
    <RouteGuard path={path}>
      <h1>Private page</h1>
    </RouteGuard>
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  // The guard reads the clock; the test tokens count from NOW_MS.
  jest.spyOn(Date, "now").mockReturnValue(NOW_MS);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

describe("RouteGuard", () => {
  it("redirects a visitor without a token to login and hides the page", () => {
    setLoggedIn(true);
    render(guarded("/dashboard"));
    // Login goes to the dashboard anyway: no ?next= for it.
    expect(navigateMock).toHaveBeenCalledWith("/auth/login", { replace: true });
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
    expect(isLoggedInNow()).toBe(false);
  });

  it("carries the page asked for to login, with the address bar's query and fragment", () => {
    window.history.replaceState(null, "", "/ai-hub/datasets/docs?tab=points#filter");
    render(guarded("/ai-hub/datasets/docs"));
    expect(navigateMock).toHaveBeenCalledWith(`/auth/login?next=${encodeURIComponent("/ai-hub/datasets/docs?tab=points#filter")}`, { replace: true });
  });

  it("carries only the path when the address bar shows another page", () => {
    window.history.replaceState(null, "", "/metrics?range=7d");
    render(guarded("/ai-hub/datasets/docs"));
    expect(navigateMock).toHaveBeenCalledWith("/auth/login?next=%2Fai-hub%2Fdatasets%2Fdocs", { replace: true });
  });

  it("renders /auth routes without a token", () => {
    render(guarded("/auth/login"));
    expect(navigateMock).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Private page" })).toBeInTheDocument();
  });

  it("renders the page for a valid token", () => {
    window.localStorage.setItem("accessToken", makeSessionToken(3600));
    render(guarded("/metrics"));
    expect(navigateMock).not.toHaveBeenCalled();
    expect(identityMock.getSession).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Private page" })).toBeInTheDocument();
  });

  it("renews an expired token with the refresh token and renders the page", async () => {
    const renewed = makeSessionToken(3600, { serial: 2 });
    window.localStorage.setItem("accessToken", makeSessionToken(-60));
    identityMock.getSession.mockResolvedValue({ idToken: renewed, accessToken: "access", refreshToken: "refresh-1" });
    render(guarded("/ai-hub/datasets"));
    expect(screen.getByRole("status")).toHaveTextContent("Restoring your session…");
    expect(await screen.findByRole("heading", { name: "Private page" })).toBeInTheDocument();
    expect(window.localStorage.getItem("accessToken")).toBe(renewed);
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("clears an expired token and goes to login when the renewal is refused", async () => {
    window.localStorage.setItem("accessToken", makeSessionToken(-60));
    window.localStorage.setItem("email", "owner@example.com");
    identityMock.getSession.mockRejectedValue(identityFailure("NotAuthorizedException", "Refresh Token has expired"));
    render(guarded("/ai-hub/datasets"));
    await waitFor(() => expect(navigateMock).toHaveBeenCalledWith("/auth/login?next=%2Fai-hub%2Fdatasets", { replace: true }));
    expect(window.localStorage.getItem("accessToken")).toBeNull();
    expect(window.localStorage.getItem("email")).toBe("owner@example.com");
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
  });

  it("checks again on every route change", () => {
    const { rerender } = render(guarded("/auth/login"));
    expect(navigateMock).not.toHaveBeenCalled();
    rerender(guarded("/billing"));
    expect(navigateMock).toHaveBeenCalledWith("/auth/login?next=%2Fbilling", { replace: true });
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
  });
});
