// api_keys.last_used_at, written at most once a minute per key and never
// awaited by the request: the list in the console needs minutes, not
// milliseconds, and a write per call would cost every call a round trip.
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client";
import { apiKeys } from "../db/schema";

const TOUCH_INTERVAL_MS = 60_000;

export class ApiKeyToucher {
  private readonly lastTouchedAt = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  touch(keyId: string, storedLastUsedAt: Date | null): void {
    const now = Date.now();
    const last = this.lastTouchedAt.get(keyId) ?? storedLastUsedAt?.getTime() ?? 0;
    if (now - last < TOUCH_INTERVAL_MS) return;
    this.lastTouchedAt.set(keyId, now);
    this.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(apiKeys.id, keyId))
      .catch((error: unknown) => this.log.warn({ err: error, keyId }, "api key last_used_at not updated"));
  }
}
