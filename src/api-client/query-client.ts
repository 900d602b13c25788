// The console's one query cache (TanStack Query) and its defaults. Every
// read of the service's data goes through it, keyed by query-keys.ts, so that
// whatever shows the same data shares one request and one answer.
import { QueryClient, type DefaultOptions } from "@tanstack/react-query";
import { onLoggedInChange } from "../session/logged-in";

/**
 * Answers younger than this are served from the cache without asking again,
 * so that the parts of a page that read the same data (the project switcher,
 * the page's project scope and its sections) make one request between them.
 * Older answers show at once and are refreshed in the background; changes
 * made in the console update or invalidate their keys themselves.
 */
export const FRESH_FOR_MS = 10_000;

const MAX_RETRIES = 2;

/** The HTTP status of a failed call (ApiError.status, 0 without an answer), or null for other failures. */
function statusOf(error: unknown): number | null {
  return error instanceof Error && "status" in error && typeof error.status === "number" ? error.status : null;
}

/**
 * A 4xx is the service's answer (bad input, no access, not found): asking
 * again changes nothing. No answer or a 5xx (the service restarting, a proxy
 * timing out) is tried twice more, after 1 s and 2 s.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: FRESH_FOR_MS,
        // Off: refetching when the tab regains focus would redraw lists and
        // detail views mid-task (a half-typed filter over a reloaded page of
        // points) for data that only changes when someone changes it.
        refetchOnWindowFocus: false,
        ...overrides.queries,
      },
      // A write is never repeated unasked: the user sees the refusal and decides.
      mutations: { retry: false, ...overrides.mutations },
    },
  });
}

let browserClient: QueryClient | null = null;

/**
 * The browser's one client, made when the first part of the page that shows
 * the service's data mounts (QueryScope), not at start: pages that show none
 * (sign-in, help, FAQ, pricing) never load the query library. It is emptied
 * whenever the logged-in mark changes (sign-in, sign-out, a refused refresh),
 * so that no user ever sees the data of the one before. On the server every
 * render gets its own.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return createQueryClient();
  if (browserClient === null) {
    const client = createQueryClient();
    onLoggedInChange(() => client.clear());
    browserClient = client;
  }
  return browserClient;
}
