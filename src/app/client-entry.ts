// When the browser starts: a console page loads the shell's parts at once,
// beside its own chunks; a sign-in page once it has loaded and is idle, so
// that the console opens without waiting after login.
import type { GatsbyBrowser } from "gatsby";
import { isAuthPath } from "../console-routes";
import { preloadShellParts } from "../layout/lazy-shell-parts";

function loadShellParts(): void {
  // A failed chunk is not fatal here: each lazy part tries again when it mounts (lazy-part.tsx).
  preloadShellParts().catch(() => undefined);
}

function whenIdle(run: () => void): void {
  const start = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run);
    else window.setTimeout(run, 200);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (isAuthPath(window.location.pathname)) whenIdle(loadShellParts);
  else loadShellParts();
};
