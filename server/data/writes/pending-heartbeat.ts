// While this instance has pending writes to apply (accepted with wait=false,
// or claimed at start), it refreshes their heartbeat every HEARTBEAT_MS, so
// that another instance starting meanwhile leaves them alone; when it has
// none, it writes nothing. Rows whose heartbeat is STALE_AFTER_MS old belong
// to an instance that stopped: the next start takes them over.
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { heartbeatPendingWrites } from "./pending-writes";

export const PENDING_HEARTBEAT_MS = 1_000;
export const PENDING_STALE_AFTER_MS = 15_000;

export class PendingHeartbeat {
  private outstanding = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly owner: string,
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = PENDING_HEARTBEAT_MS,
  ) {}

  /** `count` more pending writes of this instance wait to be applied. */
  opened(count = 1): void {
    this.outstanding += count;
    if (this.outstanding > 0 && this.timer === null) {
      this.timer = setInterval(() => void this.beat(), this.intervalMs);
      this.timer.unref();
    }
  }

  /** One of them is applied (and its row deleted). */
  closed(): void {
    this.outstanding = Math.max(0, this.outstanding - 1);
    if (this.outstanding === 0) this.stop();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async beat(): Promise<void> {
    try {
      await heartbeatPendingWrites(this.db, this.owner);
    } catch (error) {
      this.log.error({ err: error }, "could not refresh the heartbeat of pending writes");
    }
  }
}
