// Housekeeping: expired codes, challenge sessions, refresh tokens and rate-limit windows.
import { deleteStaleRateLimits } from "./rate-limits";
import type { IdentityService } from "./service";
import { deleteExpiredAuthSessions } from "./store/auth-sessions";
import { deleteExpiredCodes } from "./store/codes";
import { deleteExpiredRefreshTokens } from "./store/refresh-tokens";

export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export async function sweepExpired(service: IdentityService): Promise<void> {
  await deleteExpiredCodes(service);
  await deleteExpiredAuthSessions(service);
  await deleteExpiredRefreshTokens(service);
  // Longer than any window, so a live window is never cut short.
  await deleteStaleRateLimits(service.db, new Date(Date.now() - 2 * 24 * 3600 * 1000));
}
