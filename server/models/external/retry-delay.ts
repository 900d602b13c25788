// How long to wait before the next attempt at an external model's endpoint:
// the provider's Retry-After when it gives one, else exponential backoff with
// jitter, so that many callers refused together do not come back together.
import type { ExternalCallSettings } from "./external-call-settings";

/** Retry-After in milliseconds (seconds, or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === "") return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  // An HTTP date names its day and month ("Wed, 21 Oct 2015 07:28:00 GMT"); Date.parse would read "-3" as a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** The wait after failed attempt number `attempt` (1 for the first): half fixed, half random. */
export function backoffDelay(attempt: number, { baseDelayMs, maxDelayMs }: Pick<ExternalCallSettings, "baseDelayMs" | "maxDelayMs">): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
