import { checkRouteAccess, enforceRouteAccess } from "../../../src/auth/route-access";
import { makeSessionToken, makeToken, NOW_MS } from "./tokens";

describe("checkRouteAccess", () => {
  it("lets every /auth route through without a token", () => {
    for (const path of ["/auth/login", "/auth/login/", "/auth/register", "/auth"]) {
      expect(checkRouteAccess(path, null, NOW_MS)).toBe("allow");
    }
  });

  it("does not treat look-alike paths as /auth", () => {
    expect(checkRouteAccess("/authors", null, NOW_MS)).toBe("login");
  });

  it("sends a visitor without a token to login", () => {
    expect(checkRouteAccess("/dashboard", null, NOW_MS)).toBe("login");
  });

  it("sends an invalid token to login", () => {
    expect(checkRouteAccess("/metrics", "not-a-token", NOW_MS)).toBe("login");
    expect(checkRouteAccess("/metrics", makeToken({ sub: "no-exp" }), NOW_MS)).toBe("login");
  });

  it("reports an expired token", () => {
    expect(checkRouteAccess("/ai-hub/datasets", makeSessionToken(-1), NOW_MS)).toBe("expired");
  });

  it("allows a valid token", () => {
    expect(checkRouteAccess("/ai-hub/datasets", makeSessionToken(3600), NOW_MS)).toBe("allow");
  });
});

describe("enforceRouteAccess", () => {
  function storeSession(accessToken: string): void {
    window.localStorage.setItem("accessToken", accessToken);
    window.localStorage.setItem("refreshToken", "refresh");
    window.localStorage.setItem("email", "owner@example.com");
    window.localStorage.setItem("username", "owner");
  }

  it("removes an expired accessToken and leaves the other keys (the refresh token renews the session)", () => {
    storeSession(makeSessionToken(-60));
    expect(enforceRouteAccess("/dashboard", NOW_MS)).toBe("expired");
    expect(window.localStorage.getItem("accessToken")).toBeNull();
    expect(window.localStorage.getItem("refreshToken")).toBe("refresh");
    expect(window.localStorage.getItem("email")).toBe("owner@example.com");
    expect(window.localStorage.getItem("username")).toBe("owner");
  });

  it("keeps a valid session and lets the route render", () => {
    const token = makeSessionToken(60);
    storeSession(token);
    expect(enforceRouteAccess("/dashboard", NOW_MS)).toBe("allow");
    expect(window.localStorage.getItem("accessToken")).toBe(token);
  });

  it("sends a visitor without a token to login", () => {
    expect(enforceRouteAccess("/billing", NOW_MS)).toBe("login");
  });
});
