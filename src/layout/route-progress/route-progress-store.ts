// Whether a route change is under way, for the progress bar. Gatsby's route
// events start and end it (src/app/route-events.ts). A change that never ends
// (an error while rendering the new page, a failed chunk) must not leave the
// bar running: errors end it, and so does a watchdog.
type Listener = () => void;

const WATCHDOG_MS = 10_000;

let active = false;
let watchdog: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<Listener>();

function setActive(next: boolean): void {
  if (active === next) return;
  active = next;
  for (const listener of [...listeners]) listener();
}

export function isRouteChanging(): boolean {
  return active;
}

export function endRouteProgress(): void {
  if (watchdog !== null) clearTimeout(watchdog);
  watchdog = null;
  if (typeof window !== "undefined") {
    window.removeEventListener("error", endRouteProgress);
    window.removeEventListener("unhandledrejection", endRouteProgress);
  }
  setActive(false);
}

export function startRouteProgress(): void {
  if (typeof window === "undefined") return;
  if (watchdog !== null) clearTimeout(watchdog);
  watchdog = setTimeout(endRouteProgress, WATCHDOG_MS);
  window.addEventListener("error", endRouteProgress);
  window.addEventListener("unhandledrejection", endRouteProgress);
  setActive(true);
}

export function subscribeRouteProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
