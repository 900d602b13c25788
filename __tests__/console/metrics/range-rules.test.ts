import { autoResolution, MAX_RANGE_MS } from "../../../contract/metrics";
import { DATA_ROUTES } from "../../../contract/qdrant/data-routes";
import { METRICS_CONTRACT } from "../../../src/areas/metrics/metrics-contract";
import { allowedResolutions, checkCustomRange, durationWords, msToLocalDateTime } from "../../../src/areas/metrics/range-rules";

const rules = { autoResolution, maxRangeMs: MAX_RANGE_MS };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

it("offers the resolutions whose longest range covers the range", () => {
  expect(allowedResolutions(HOUR, rules)).toEqual(["minute", "hour", "day"]);
  expect(allowedResolutions(DAY, rules)).toEqual(["minute", "hour", "day"]);
  expect(allowedResolutions(7 * DAY, rules)).toEqual(["hour", "day"]);
  expect(allowedResolutions(120 * DAY, rules)).toEqual(["day"]);
});

it("takes a custom range with its start before its end, as UTC instants", () => {
  const checked = checkCustomRange("2026-11-20T08:00", "2026-11-26T18:30", rules);
  expect(checked).toEqual({ ok: true, from: new Date("2026-11-20T08:00").toISOString(), to: new Date("2026-11-26T18:30").toISOString() });
});

it("refuses a custom range the service would refuse, saying why", () => {
  expect(checkCustomRange("", "2026-11-26T18:30", rules)).toEqual({ ok: false, field: "from", message: "Enter the start as a date and time" });
  expect(checkCustomRange("2026-11-26T08:00", "tomorrow", rules)).toEqual({ ok: false, field: "to", message: "Enter the end as a date and time" });
  expect(checkCustomRange("2026-11-26T08:00", "2026-11-26T08:00", rules)).toEqual({ ok: false, field: "from", message: "The start must be before the end" });
  expect(checkCustomRange("2026-11-26T09:00", "2026-11-26T08:00", rules)).toEqual({ ok: false, field: "from", message: "The start must be before the end" });
  expect(checkCustomRange("2024-01-01T00:00", "2026-11-26T08:00", rules)).toEqual({ ok: false, field: "from", message: "The range is too long: at most 731 days" });
  expect(checkCustomRange("2024-11-25T08:00", "2026-11-26T08:00", rules).ok).toBe(true);
});

it("words durations as the contract's limits are worded", () => {
  expect([MAX_RANGE_MS.minute, MAX_RANGE_MS.hour, MAX_RANGE_MS.day].map(durationWords)).toEqual(["24 hours", "90 days", "731 days"]);
  expect(durationWords(HOUR)).toBe("1 hour");
});

it("fills a datetime-local input with the user's local time", () => {
  const at = new Date(2026, 10, 26, 8, 5, 59).getTime();
  expect(msToLocalDateTime(at)).toBe("2026-11-26T08:05");
});

it("offers every operation of the data plane's routes, once each, sorted", () => {
  const operations = new Set(DATA_ROUTES.map((route) => route.operation));
  expect(METRICS_CONTRACT.operations).toEqual([...operations].sort());
  expect(METRICS_CONTRACT.operations).toContain("points.search");
  expect(METRICS_CONTRACT.rangeRules.maxRangeMs).toBe(MAX_RANGE_MS);
});
