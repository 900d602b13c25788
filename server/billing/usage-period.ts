// The period a usage listing or export reads: whole UTC days, `to` included,
// by default the month so far; at most USAGE_PERIOD_MAX_DAYS.
import { USAGE_PERIOD_MAX_DAYS } from "../../contract/billing";
import { AppError } from "../errors";
import { startOfMonth } from "./billing-month";

export interface UsagePeriod {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** The instants read: from's midnight and the midnight after `to`. */
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function usagePeriodOf(query: { from?: string; to?: string }, now = new Date()): UsagePeriod {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? startOfMonth(new Date(`${to}T00:00:00Z`)).toISOString().slice(0, 10);
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  if (end.getTime() <= start.getTime()) throw new AppError("bad_request", "from must be on or before to");
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days > USAGE_PERIOD_MAX_DAYS) throw new AppError("bad_request", `The period has ${days} days; at most ${USAGE_PERIOD_MAX_DAYS} are read at once: choose a shorter one`);
  return { from, to, start, end };
}
