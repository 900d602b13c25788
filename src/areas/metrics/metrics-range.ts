// The ranges the page offers: the last hour, day, week or month up to now,
// or fixed times the user enters, and the length of each period of a
// resolution (what a count is divided by to be a rate).
import type { MetricsResolution } from "../../../contract/metrics";
import type { MetricsRange } from "../../api-client/metrics-queries";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const RANGE_PRESETS = [
  { id: "1h", label: "Last hour", ms: HOUR_MS },
  { id: "24h", label: "Last 24 hours", ms: DAY_MS },
  { id: "7d", label: "Last 7 days", ms: 7 * DAY_MS },
  { id: "30d", label: "Last 30 days", ms: 30 * DAY_MS },
] as const;

export type RangePresetId = (typeof RANGE_PRESETS)[number]["id"];

/** A preset, or a custom range of two instants (ISO, UTC). */
export type RangeChoice = { kind: "preset"; preset: RangePresetId } | { kind: "custom"; from: string; to: string };

export const DEFAULT_RANGE = { kind: "preset", preset: "24h" } as const satisfies RangeChoice;

/** The seconds of one period: a count in it over this is its rate. Hours and days are UTC's, always whole. */
export const PERIOD_SECONDS: Readonly<Record<MetricsResolution, number>> = { minute: 60, hour: 3_600, day: 86_400 };

function presetOf(id: RangePresetId) {
  return RANGE_PRESETS.find((preset) => preset.id === id) ?? RANGE_PRESETS[1];
}

/** What the query asks for. */
export function metricsRangeOf(choice: RangeChoice): MetricsRange {
  return choice.kind === "preset" ? { lastMs: presetOf(choice.preset).ms } : { from: choice.from, to: choice.to };
}

export function rangeLengthMs(choice: RangeChoice): number {
  return choice.kind === "preset" ? presetOf(choice.preset).ms : Date.parse(choice.to) - Date.parse(choice.from);
}

/** The range as words for the page: "Last 7 days", or the custom range's ends in the user's locale. */
export function describeRange(choice: RangeChoice): string {
  if (choice.kind === "preset") return presetOf(choice.preset).label;
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  return `${format.format(new Date(choice.from))} – ${format.format(new Date(choice.to))}`;
}
