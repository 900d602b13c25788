import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import type * as ReactDomServer from "react-dom/server";
import { TextEncoder } from "node:util";
import { screen } from "@testing-library/react";
import { RecoilRoot } from "recoil";
import AccountPage from "../../../src/areas/account/account-page";
import NotebooksPage from "../../../src/areas/notebooks/notebooks-page";
import type * as GatsbyMock from "../support/gatsby-mock";

jest.mock("gatsby", () => jest.requireActual<typeof GatsbyMock>("../support/gatsby-mock").mockGatsby());

// react-dom/server's browser build needs TextEncoder, which jsdom lacks; it is
// loaded only after the global is in place.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = jest.requireActual<typeof ReactDomServer>("react-dom/server");

// The server render of MUI's Tabs warns about useLayoutEffect here only
// because jsdom gives the "server" a window; that one warning is dropped.
function serverRender(page: JSX.Element): string {
  const originalError = console.error;
  const spy = jest.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (typeof message === "string" && message.includes("useLayoutEffect does nothing on the server")) return;
    originalError(message, ...rest);
  });
  try {
    return renderToString(page);
  } finally {
    spy.mockRestore();
  }
}

// A reload of /area/sub is served the area's own server HTML (the rewrite
// rules), so hydration must match it before showing the sub-path.
async function reload(serverHtml: string, page: JSX.Element): Promise<jest.SpyInstance> {
  const consoleError = jest.spyOn(console, "error");
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.appendChild(container);
  await act(async () => {
    hydrateRoot(container, page);
  });
  return consoleError;
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

it("hydrates a reloaded Security tab without a mismatch, then shows it", async () => {
  const serverHtml = serverRender(<AccountPage location={{ pathname: "/account-settings/" }} />);
  const consoleError = await reload(serverHtml, <AccountPage location={{ pathname: "/account-settings/security/" }} />);
  expect(consoleError).not.toHaveBeenCalled();
  expect(screen.getByRole("tab", { name: "Security" })).toHaveAttribute("aria-selected", "true");
});

it("hydrates a reloaded unknown sub-path without a mismatch, then says it is not found", async () => {
  // The app's root holds Recoil (the list's project scope reads the session from it).
  const serverHtml = serverRender(
    <RecoilRoot>
      <NotebooksPage location={{ pathname: "/ai-hub/notebooks/" }} />
    </RecoilRoot>,
  );
  const consoleError = await reload(
    serverHtml,
    <RecoilRoot>
      <NotebooksPage location={{ pathname: "/ai-hub/notebooks/whatever" }} />
    </RecoilRoot>,
  );
  expect(consoleError).not.toHaveBeenCalled();
  expect(screen.getByRole("heading", { level: 2, name: "Not found in Notebooks" })).toBeInTheDocument();
});
