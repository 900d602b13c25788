// Logout over the real identity client, against Cognito-protocol answers.
import { waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { forgetConsoleConfig } from "../../../src/config/load-console-config";
import { logout } from "../../../src/layout/profile/logout";
import { isLoggedInNow, setLoggedIn } from "../../../src/session/logged-in";
import type * as GatsbyMock from "../support/gatsby-mock";
import { libraryKeys, makeTokenSet, seedLibrarySession } from "./support/identity-tokens";
import { installNetworkEdge, removeNetworkEdge } from "./support/network-edge";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

const navigateMock = jest.mocked(navigate);
const SESSION_KEYS = ["accessToken", "refreshToken", "email", "username"];

function signedIn(): void {
  const tokens = makeTokenSet();
  seedLibrarySession(tokens);
  window.localStorage.setItem("accessToken", tokens.IdToken);
  window.localStorage.setItem("refreshToken", tokens.RefreshToken);
  window.localStorage.setItem("email", "owner@example.com");
  window.localStorage.setItem("username", "owner");
  setLoggedIn(true);
}

beforeEach(() => {
  navigateMock.mockClear();
  forgetConsoleConfig();
});

afterEach(() => removeNetworkEdge());

it("revokes the refresh token, clears every stored key and the library's cache, and goes to login", async () => {
  signedIn();
  const edge = installNetworkEdge(() => ({ body: {} }));
  await logout();
  for (const key of SESSION_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  expect(isLoggedInNow()).toBe(false);
  expect(navigateMock).toHaveBeenCalledWith("/auth/login");
  await waitFor(() => expect(edge.identityCalls).toEqual([{ action: "RevokeToken", body: { Token: "refresh-1", ClientId: "vdbcloudconsole" } }]));
  await waitFor(() => expect(libraryKeys()).toEqual([]));
});

it("does not keep the user waiting for an identity service that does not answer", async () => {
  signedIn();
  installNetworkEdge(() => ({ body: {} }));
  // The identity endpoint hangs; config.json still answers.
  const answering = jest.mocked(fetch).getMockImplementation();
  jest.mocked(fetch).mockImplementation((input, init) => (String(input).endsWith("/config.json") && answering ? answering(input, init) : new Promise(() => undefined)));
  await logout();
  for (const key of SESSION_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
  expect(navigateMock).toHaveBeenCalledWith("/auth/login");
});
