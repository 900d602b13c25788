// read_rate_limit and write_rate_limit: Qdrant's RateLimiter
// (lib/common/common/src/rate_limiting.rs), a token bucket per collection and
// kind that holds a minute's tokens, starts full and refills at the rate per
// second; an operation takes as many tokens as it costs (route-rates.ts). One
// bucket per collection in this process: Qdrant keeps one per shard replica,
// and every collection here is one shard on one node (several service
// processes on one store would each count their own). A bucket starts anew
// when the collection's strict mode changes, as Qdrant makes its limiters anew.
import { rateLimitExceeded } from "../qdrant-errors";

export type RateKind = "read" | "write";

const KIND_NAMES: Readonly<Record<RateKind, string>> = { read: "Read", write: "Write" };

class TokenBucket {
  private tokens: number;
  private lastCheck = performance.now();

  constructor(private readonly perMinute: number) {
    this.tokens = perMinute;
  }

  /** Takes `cost` tokens, or refuses as Qdrant's try_consume does: never (more than a minute's), or until enough have come. */
  consume(cost: number, kind: RateKind): void {
    const name = KIND_NAMES[kind];
    if (cost > this.perMinute) throw rateLimitExceeded(`${name} rate limit exceeded, request larger than rate limiter capacity, please try to split your request`);
    const now = performance.now();
    const perSecond = this.perMinute / 60;
    this.tokens = Math.min(this.perMinute, this.tokens + (perSecond * (now - this.lastCheck)) / 1000);
    this.lastCheck = now;
    if (this.tokens >= cost) {
      this.tokens -= cost;
      return;
    }
    const retryAfter = Math.ceil(Math.fround((cost - this.tokens) / perSecond));
    throw rateLimitExceeded(`${name} rate limit exceeded: Operation requires ${cost} tokens but only ${this.tokens.toFixed(1)} were available. Retry after ${retryAfter}s`, retryAfter);
  }
}

export class RateLimits {
  private readonly buckets = new Map<string, { settings: string; bucket: TokenBucket }>();

  /**
   * Takes each cost in turn from the collection's bucket of that kind (`perMinute` tokens a minute); `settings` is the
   * collection's strict mode as stored, whose change starts the bucket anew.
   */
  consume(collectionId: string, kind: RateKind, perMinute: number, settings: string, costs: readonly number[]): void {
    const key = `${collectionId}:${kind}`;
    let entry = this.buckets.get(key);
    if (!entry || entry.settings !== settings) {
      entry = { settings, bucket: new TokenBucket(perMinute) };
      this.buckets.set(key, entry);
    }
    for (const cost of costs) entry.bucket.consume(cost, kind);
  }
}
