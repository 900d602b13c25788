// The waits between attempts at an external model's endpoint: the provider's
// Retry-After in seconds or as a date, else exponential backoff with jitter,
// within its bounds.
import { backoffDelay, parseRetryAfter, sleep } from "../../../../server/models/external/retry-delay";

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates, and nothing else", () => {
    const now = Date.parse("2026-11-26T10:00:00Z");
    expect(parseRetryAfter("2", now)).toBe(2_000);
    expect(parseRetryAfter("0.5", now)).toBe(500);
    expect(parseRetryAfter("Thu, 26 Nov 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(parseRetryAfter("Thu, 26 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(parseRetryAfter("-3", now)).toBeNull();
  });
});

describe("backoffDelay", () => {
  it("doubles from the base with jitter, up to the ceiling", () => {
    const settings = { baseDelayMs: 100, maxDelayMs: 500 };
    for (let run = 0; run < 50; run += 1) {
      expect(backoffDelay(1, settings)).toBeGreaterThanOrEqual(50);
      expect(backoffDelay(1, settings)).toBeLessThanOrEqual(100);
      expect(backoffDelay(3, settings)).toBeGreaterThanOrEqual(200);
      expect(backoffDelay(3, settings)).toBeLessThanOrEqual(400);
      expect(backoffDelay(10, settings)).toBeLessThanOrEqual(500);
    }
  });
});

describe("sleep", () => {
  it("stops at once when its signal aborts, with the signal's reason", async () => {
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error("cancelled"));
    await expect(waiting).rejects.toThrow("cancelled");
  });
});
