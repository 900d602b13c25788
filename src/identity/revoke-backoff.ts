// The retry schedule for token revocation (SPEC.md section 9): about 100 ms
// first, doubling per attempt, plus up to 100 ms of jitter so that clients
// cut off together do not retry together; no retry is planned past 5000 ms.
// Pure, so that the schedule itself is tested.

export const REVOKE_BACKOFF = { firstDelayMs: 100, jitterMs: 100, maxDelayMs: 5000 } as const;

/** The wait before retry number `retry` (1-based), or null once it would pass the limit. */
export function backoffDelay(retry: number, random: () => number = Math.random): number | null {
  const { firstDelayMs, jitterMs, maxDelayMs } = REVOKE_BACKOFF;
  const delay = firstDelayMs * 2 ** (retry - 1) + Math.floor(jitterMs * Math.min(Math.max(random(), 0), 0.999));
  return delay > maxDelayMs ? null : delay;
}

/** Every wait of one revocation, in order: 100, 200, 400, 800, 1600, 3200 ms (plus jitter). */
export function backoffSchedule(random: () => number = Math.random): number[] {
  const delays: number[] = [];
  for (let retry = 1; ; retry += 1) {
    const delay = backoffDelay(retry, random);
    if (delay === null) return delays;
    delays.push(delay);
  }
}

/** The longest a whole schedule can wait: the bound on how long a logout may keep retrying. */
export function longestBackoffMs(): number {
  return backoffSchedule(() => 1).reduce((total, delay) => total + delay, 0);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs attempt until it succeeds, a failure is not worth retrying, or the
 * schedule runs out; the last failure is rethrown.
 */
export async function retryWithBackoff<T>(
  attempt: () => Promise<T>,
  isRetryable: (error: unknown) => boolean,
  delays: readonly number[] = backoffSchedule(),
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = delays[retry];
      if (delay === undefined || !isRetryable(error)) throw error;
      await wait(delay);
    }
  }
}
