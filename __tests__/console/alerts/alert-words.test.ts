import { ALERT_METRICS } from "../../../contract/alerts";
import { describeCondition, describeScope, formatMetricValue, formatMinutes, METRIC_WORDS, thresholdUnit } from "../../../src/areas/alerts/alert-words";
import { rule } from "./alert-service";

it("words durations in minutes, hours and days", () => {
  expect([1, 5, 59, 60, 90, 120, 1440, 2880, 10080].map(formatMinutes)).toEqual(["1 min", "5 min", "59 min", "1 h", "1 h 30 min", "2 h", "1 day", "2 days", "7 days"]);
});

it("gives each metric's values their unit", () => {
  expect(formatMetricValue("request_rate", 12.345)).toBe("12.35 req/s");
  expect(formatMetricValue("error_rate", 2.5)).toBe("2.5%");
  expect(formatMetricValue("latency_p99", 1250)).toBe("1,250 ms");
  expect(formatMetricValue("vectors", 1)).toBe("1 point");
  expect(formatMetricValue("vectors", 1_000_000)).toBe("1,000,000 points");
  expect([512, 1_500, 2_000_000, 9_000_000_000, 1.2e12].map((bytes) => formatMetricValue("storage", bytes))).toEqual(["512 bytes", "1.5 kB", "2 MB", "9 GB", "1.2 TB"]);
  expect(formatMetricValue("allowance_share", 80)).toBe("80%");
  expect(ALERT_METRICS.map(thresholdUnit)).toEqual(["req/s", "%", "ms", "ms", "points", "MB", "%"]);
  expect(ALERT_METRICS.every((metric) => METRIC_WORDS[metric].meaning.length > 0)).toBe(true);
});

it("words a condition: a window only for calls, and the for-duration or the first breach", () => {
  expect(describeCondition(rule({ metric: "latency_p95", threshold: 300, windowMinutes: 5, forMinutes: 2 }))).toBe("p95 latency above 300 ms over 5 min, for 2 min");
  expect(describeCondition(rule({ metric: "request_rate", comparison: "below", threshold: 1, windowMinutes: 60, forMinutes: 0 }))).toBe(
    "Request rate below 1 req/s over 1 h, at the first breach",
  );
  expect(describeCondition(rule({ metric: "vectors", threshold: 1e6, forMinutes: 10 }))).toBe("Points stored above 1,000,000 points, for 10 min");
  expect(describeCondition(rule({ metric: "allowance_share", threshold: 90, forMinutes: 0 }))).toBe("Allowance used above 90%, at the first breach");
});

it("words where a rule looks", () => {
  const keyName = () => "ingest-job";
  expect(describeScope({ metric: "latency_p95", collection: "docs", apiKeyId: "k" }, keyName)).toBe("On collection docs, key ingest-job");
  expect(describeScope({ metric: "error_rate", collection: null, apiKeyId: null }, keyName)).toBe("On the whole project");
  expect(describeScope({ metric: "allowance_share", collection: null, apiKeyId: null }, keyName)).toBe("On the whole organisation");
});
