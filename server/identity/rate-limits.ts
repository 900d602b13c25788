// Rate limits on sign-in and code checks, per user (the name tried, whether or
// not it exists, so the limit says nothing about who is registered) and per
// client address. Fixed windows counted in the store, so they hold across
// restarts and across service instances.
import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { identityRateLimits } from "../db/schema/identity";

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitSettings {
  /** Failed sign-ins (password, SRP proof or MFA code) per user name. */
  signInFailuresPerUser: RateLimitRule;
  /** Sign-in attempts per client address. */
  signInPerAddress: RateLimitRule;
  /** Failed code checks (confirmation, reset, attribute verification) per user name. */
  codeFailuresPerUser: RateLimitRule;
  /** Code checks per client address. */
  codeChecksPerAddress: RateLimitRule;
  /** Codes sent (sign-up, resend, reset, verification) per user name. */
  codeSendsPerUser: RateLimitRule;
  /** Codes sent and sign-ups per client address. */
  codeSendsPerAddress: RateLimitRule;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInFailuresPerUser: { limit: 10, windowSeconds: 15 * 60 },
  signInPerAddress: { limit: 300, windowSeconds: 5 * 60 },
  codeFailuresPerUser: { limit: 10, windowSeconds: 15 * 60 },
  codeChecksPerAddress: { limit: 300, windowSeconds: 15 * 60 },
  codeSendsPerUser: { limit: 10, windowSeconds: 60 * 60 },
  codeSendsPerAddress: { limit: 100, windowSeconds: 60 * 60 },
};

function windowStart(rule: RateLimitRule, nowMs: number): Date {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(nowMs / windowMs) * windowMs);
}

/** Counts one event and says whether it is still within the limit. */
export async function consumeRateLimit(db: Database, key: string, rule: RateLimitRule, nowMs = Date.now()): Promise<boolean> {
  const start = windowStart(rule, nowMs);
  // One statement, so concurrent requests (and instances) never lose a count.
  const [row] = await db
    .insert(identityRateLimits)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: identityRateLimits.key,
      set: {
        count: sql`case when ${identityRateLimits.windowStart} = excluded.window_start then ${identityRateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: identityRateLimits.count });
  return (row?.count ?? 1) <= rule.limit;
}

/** Whether the limit is already reached in the current window, without counting. */
export async function isRateLimited(db: Database, key: string, rule: RateLimitRule, nowMs = Date.now()): Promise<boolean> {
  const start = windowStart(rule, nowMs);
  const rows = await db
    .select({ count: identityRateLimits.count, windowStart: identityRateLimits.windowStart })
    .from(identityRateLimits)
    .where(sql`${identityRateLimits.key} = ${key}`);
  const row = rows[0];
  return row !== undefined && row.windowStart.getTime() === start.getTime() && row.count >= rule.limit;
}

export async function deleteStaleRateLimits(db: Database, olderThan: Date): Promise<void> {
  await db.delete(identityRateLimits).where(lt(identityRateLimits.windowStart, olderThan));
}
