// Times as the console shows them: a moment in full, in the reader's locale
// ("26 Nov 2026, 10:04"), and how long ago, in the console's English
// ("just now", "5 minutes ago", "yesterday", "3 weeks ago"). Shared by Data
// Import, the Overview, Alerts and the notifications bell.

/** A date and time in the user's locale, e.g. "26 Nov 2026, 10:04". */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
}

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", Infinity],
];

// numeric "auto" says "yesterday" rather than "1 day ago".
const RELATIVE = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** How long ago `iso` was; under 45 seconds either way (the service's clock a little ahead of the browser's) "just now". */
export function formatAgo(iso: string, now = Date.now()): string {
  let value = Math.round((Date.parse(iso) - now) / 1000);
  if (value > -45 && value < 45) return "just now";
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return RELATIVE.format(value, unit);
    value = Math.round(value / size);
  }
  return RELATIVE.format(value, "week");
}
