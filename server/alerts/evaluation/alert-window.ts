// The minutes a rule's window reads: every minute that overlaps the last
// windowMinutes before `now`, the current one included though partly past
// and partly flushed (metering writes every few seconds: what is stored is
// what counts). A rate is divided by the seconds those rows cover, from the
// first minute's start to `now`, so that a window read a few seconds into a
// minute is neither short of that minute nor padded with its future.
import { MINUTE_MS } from "../../metering/usage-rollup";

export interface AlertWindow {
  /** The first minute's start. */
  from: Date;
  /** The evaluation's time: the end of what is read. */
  to: Date;
  /** From `from` to `to`. */
  seconds: number;
}

export function windowOf(windowMinutes: number, now: Date): AlertWindow {
  const start = Math.floor((now.getTime() - windowMinutes * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  return { from: new Date(start), to: now, seconds: (now.getTime() - start) / 1000 };
}
