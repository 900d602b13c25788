import { render, screen } from "@testing-library/react";
import { navigate } from "gatsby";
import { RouteGuard } from "../../../src/auth/route-guard";
import { makeSessionToken, NOW_MS } from "./tokens";
import type * as GatsbyMock from "../support/gatsby-mock";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const navigateMock = jest.mocked(navigate);

function guarded(path: string) {
  return (
    <RouteGuard path={path}>
      <h1>Private page</h1>
    </RouteGuard>
  );
}

beforeEach(() => {
  navigateMock.mockClear();
  // The guard reads the clock; the test tokens count from NOW_MS.
  jest.spyOn(Date, "now").mockReturnValue(NOW_MS);
});

afterEach(() => jest.restoreAllMocks());

describe("RouteGuard", () => {
  it("redirects a visitor without a token to login and hides the page", () => {
    render(guarded("/dashboard"));
    expect(navigateMock).toHaveBeenCalledWith("/auth/login", { replace: true });
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
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
    expect(screen.getByRole("heading", { name: "Private page" })).toBeInTheDocument();
  });

  it("clears an expired token and redirects", () => {
    window.localStorage.setItem("accessToken", makeSessionToken(-60));
    window.localStorage.setItem("email", "owner@example.com");
    render(guarded("/ai-hub/datasets"));
    expect(navigateMock).toHaveBeenCalledWith("/auth/login", { replace: true });
    expect(window.localStorage.getItem("accessToken")).toBeNull();
    expect(window.localStorage.getItem("email")).toBe("owner@example.com");
  });

  it("checks again on every route change", () => {
    const { rerender } = render(guarded("/auth/login"));
    expect(navigateMock).not.toHaveBeenCalled();
    rerender(guarded("/billing"));
    expect(navigateMock).toHaveBeenCalledWith("/auth/login", { replace: true });
    expect(screen.queryByRole("heading", { name: "Private page" })).not.toBeInTheDocument();
  });
});
