import "@testing-library/jest-dom";
import { configure } from "@testing-library/dom";
import { forgetConsoleConfig } from "../../src/config/load-console-config";
import { preloadShellParts } from "../../src/layout/lazy-shell-parts";
import { RouteProgressLine } from "../../src/layout/route-progress/route-progress-bar";
import { TEST_CONFIG } from "./auth/support/network-edge";

// jsdom has no matchMedia (MUI's useMediaQuery and react-hot-toast need it).
// Tests that need a given viewport call setViewportWidth from ./viewport.
import { installMatchMedia } from "./viewport";

installMatchMedia();

// Areas load their parts as chunks (dynamic imports): under a full run on two cores, the first
// import of a part can take longer than findBy's default second. Waiting longer changes no outcome.
configure({ asyncUtilTimeout: 5_000 });
// A test that types a whole form (a collection's vectors, a point's payload) takes a few seconds on
// a busy two-core machine; Jest's 5 s default timed such tests out in a full run while they passed
// alone. The time budget changes no assertion.
jest.setTimeout(20_000);

// jsdom has no fetch either. By default the network edge answers config.json
// (the console's runtime settings) and fails anything else loudly; tests that
// talk to the identity service install their own edge (auth/support/network-edge.ts).
function defaultFetch(input: RequestInfo | URL): Promise<Response> {
  // jsdom has no Request class: a request object is read by its url.
  const url = typeof input === "object" && "url" in input ? input.url : String(input);
  if (url.endsWith("/config.json")) {
    return Promise.resolve({ ok: true, status: 200, json: async () => TEST_CONFIG } as Response);
  }
  return Promise.reject(new Error(`Unexpected request in a test: ${url}`));
}

// The shell's lazy parts load as they would before hydration in the browser
// (src/app/client-entry.ts), so that tests see the shell whole at once.
beforeAll(() => Promise.all([preloadShellParts(), RouteProgressLine.preload()]));

beforeEach(() => {
  window.localStorage.clear();
  forgetConsoleConfig();
  globalThis.fetch = jest.fn(defaultFetch) as typeof fetch;
});
