// How deliveries are attempted: each webhook call's timeout, and the waits
// between attempts (exponential: 30 s, 1, 2, 4, 8 minutes: six attempts over
// about a quarter of an hour, long enough to outlast a receiver's deploy or
// restart). Tests pass their own, in milliseconds.
export interface DeliverySettings {
  /** The wait after failed attempt n (1-based) is retryDelaysMs[n-1]; after the last, the delivery has failed. */
  retryDelaysMs: readonly number[];
  /** How long a webhook receiver may take to answer. */
  timeoutMs: number;
}

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  retryDelaysMs: [30_000, 60_000, 120_000, 240_000, 480_000],
  timeoutMs: 10_000,
};

/** Attempts in all: the first and one per wait. */
export function maxAttemptsOf(settings: DeliverySettings): number {
  return settings.retryDelaysMs.length + 1;
}

/** Beyond an attempt's timeout, how long a claimed delivery stays leased: an instance that stopped mid-attempt gives it back then. */
const LEASE_MARGIN_MS = 60_000;

/** When a delivery claimed at `now` is due again if its attempt never records an outcome. */
export function leaseEnd(settings: DeliverySettings, now: Date): Date {
  return new Date(now.getTime() + settings.timeoutMs + LEASE_MARGIN_MS);
}
