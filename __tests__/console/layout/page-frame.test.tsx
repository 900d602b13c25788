import type { ReactNode } from "react";
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import type * as ReactDomServer from "react-dom/server";
import { TextEncoder } from "node:util";
import { navigate } from "gatsby";
import toast from "react-hot-toast";
import { PageFrame } from "../../../src/app/wrap-page";
import { setLoggedIn } from "../../../src/session/logged-in";
import { SETTINGS_STORAGE_KEY } from "../../../src/state/settings-storage";
import type * as GatsbyMock from "../support/gatsby-mock";
import { installApiEdge } from "../auth/support/api-edge";
import { Providers } from "./render-shell";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

Object.assign(globalThis, { TextEncoder });
const { renderToString } = jest.requireActual<typeof ReactDomServer>("react-dom/server");
const navigateMock = jest.mocked(navigate);

function unsignedToken(claims: object): string {
  return `header.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.signature`;
}

function page(pathname: string, children: ReactNode, pageContext: object = {}) {
  return (
    <Providers>
      <PageFrame pathname={pathname} pageContext={pageContext}>
        {children}
      </PageFrame>
    </Providers>
  );
}

// The signed-in shell's project switcher asks the control plane for the user's projects.
const me = { user: { sub: "sub-1", email: "grace@example.com", username: "grace", givenName: null, familyName: null }, organisation: null, projects: [] };

beforeEach(() => {
  navigateMock.mockClear();
  setLoggedIn(false);
  installApiEdge((request) => (request.url === "/api/auth/me" ? { status: 200, data: me } : { status: 404 }));
});

afterEach(() => {
  jest.restoreAllMocks();
  act(() => toast.remove());
  document.body.innerHTML = "";
});

it("gives /auth pages a blank layout without navigation", () => {
  render(page("/auth/login", <h1>Login</h1>));
  expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { name: "Login" }));
  expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Open theme customizer" })).not.toBeInTheDocument();
  expect(navigateMock).not.toHaveBeenCalled();
});

it("gives template redirect pages no layout", () => {
  render(page("/apps/chat", <p>This page has moved</p>, { to: "/data-import" }));
  expect(screen.getByText("This page has moved")).toBeInTheDocument();
  expect(screen.queryByRole("main")).not.toBeInTheDocument();
  expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
});

it("gives other pages the app shell when the stored token is current", async () => {
  window.localStorage.setItem("accessToken", unsignedToken({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  render(page("/dashboard", <h1>Overview</h1>));
  expect(screen.getByRole("main")).toContainElement(screen.getByRole("heading", { name: "Overview" }));
  expect(screen.getByRole("navigation", { name: "Main navigation" })).toBeInTheDocument();
  expect(await screen.findByRole("button", { name: "Project: No project" })).toBeInTheDocument();
  expect(navigateMock).not.toHaveBeenCalled();
});

it("sends a visitor without a token to the login page", () => {
  render(page("/dashboard", <h1>Overview</h1>));
  expect(navigateMock).toHaveBeenCalledWith("/auth/login", { replace: true });
});

it("shows toasts", async () => {
  render(page("/auth/login", <h1>Login</h1>));
  act(() => {
    toast.success("login successfully");
  });
  expect(await screen.findByText("login successfully")).toBeInTheDocument();
});

it("hydrates the server's HTML without a mismatch, then applies the stored settings and e-mail", async () => {
  window.localStorage.setItem("accessToken", unsignedToken({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  window.localStorage.setItem("email", "grace@example.com");
  window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ mode: "dark", navCollapsed: true }));
  const element = page("/ai-hub/models", <h1>Models</h1>);
  // jsdom has a window, so libraries pick useLayoutEffect during this server
  // render and React warns; a real server (no window) picks useEffect.
  const serverErrors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const serverHtml = renderToString(element);
  const messages = serverErrors.mock.calls.map((call) => String(call[0]));
  expect(messages.filter((message) => !message.includes("useLayoutEffect does nothing on the server"))).toEqual([]);
  serverErrors.mockRestore();
  // The shell's lazy parts may be placeholders in the server's HTML (src/components/lazy-part.tsx): the page is there.
  expect(serverHtml).toContain("Models");

  const consoleError = jest.spyOn(console, "error");
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  await act(async () => {
    hydrateRoot(container, element);
  });
  expect(consoleError).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Switch to light mode" })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Account menu" })).toHaveTextContent(/^G$/);
  expect(await screen.findByRole("button", { name: "Project: No project" })).toBeInTheDocument();
});
