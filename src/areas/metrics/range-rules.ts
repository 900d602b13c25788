// The contract's limits on a range (contract/metrics.ts: the resolution a
// range gets, the longest range each resolution covers), applied before a
// request is sent: which resolutions a range may be shown at, and what is
// wrong with a custom range, in words. The rules come in as a parameter:
// the contract's module brings zod, so it loads in its own chunk
// (metrics-contract.ts) and this file stays in the page's.
import type { MetricsResolution } from "../../../contract/metrics";

export interface RangeRules {
  autoResolution: (rangeMs: number) => MetricsResolution;
  maxRangeMs: Readonly<Record<MetricsResolution, number>>;
}

export const RESOLUTIONS: readonly MetricsResolution[] = ["minute", "hour", "day"];

/** The resolutions a range of this length may be asked at. */
export function allowedResolutions(rangeMs: number, rules: RangeRules): MetricsResolution[] {
  return RESOLUTIONS.filter((resolution) => rangeMs <= rules.maxRangeMs[resolution]);
}

/** "24 hours", "90 days". */
export function durationWords(ms: number): string {
  const hours = ms / 3_600_000;
  if (hours <= 48 && Number.isInteger(hours)) return `${hours} ${hours === 1 ? "hour" : "hours"}`;
  const days = Math.round(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** A value of an <input type="datetime-local"> ("2026-11-26T08:00", the user's time zone) as an instant, or null. */
export function localDateTimeToMs(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/** An instant as a datetime-local input shows it, in the user's time zone, to the minute. */
export function msToLocalDateTime(ms: number): string {
  const date = new Date(ms);
  const pad = (part: number) => String(part).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export type CustomRangeCheck = { ok: true; from: string; to: string } | { ok: false; field: "from" | "to"; message: string };

/** A custom range as entered, checked as the service would check it (its resolution left to the service). */
export function checkCustomRange(fromValue: string, toValue: string, rules: RangeRules): CustomRangeCheck {
  const from = localDateTimeToMs(fromValue);
  const to = localDateTimeToMs(toValue);
  if (from === null) return { ok: false, field: "from", message: "Enter the start as a date and time" };
  if (to === null) return { ok: false, field: "to", message: "Enter the end as a date and time" };
  if (from >= to) return { ok: false, field: "from", message: "The start must be before the end" };
  const longest = rules.maxRangeMs[rules.autoResolution(to - from)];
  if (to - from > longest) return { ok: false, field: "from", message: `The range is too long: at most ${durationWords(longest)}` };
  return { ok: true, from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
