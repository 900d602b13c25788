// The parts of alerting that need no store: the state machine, the window a
// rule reads, and how a change is worded for people.
import { windowOf } from "../../../server/alerts/evaluation/alert-window";
import { describeAlert, formatMetricValue } from "../../../server/alerts/evaluation/describe-alert";
import { nextState, type RuleCondition } from "../../../server/alerts/evaluation/next-state";

const MINUTE = 60_000;
const since = new Date("2026-11-20T10:00:00Z");
const at = (minutes: number) => new Date(since.getTime() + minutes * MINUTE);
const rule = (state: RuleCondition["state"], forMinutes = 0): RuleCondition => ({ comparison: "above", threshold: 10, forMinutes, state, stateSince: since });

describe("nextState", () => {
  it.each([
    ["ok", 0, 11, 0, "firing"],
    ["ok", 3, 11, 0, "pending"],
    ["ok", 3, 10, 0, null],
    ["ok", 0, null, 0, null],
    ["pending", 3, 11, 2, null],
    ["pending", 3, 11, 3, "firing"],
    ["pending", 3, 9, 1, "ok"],
    ["pending", 3, null, 1, "ok"],
    ["firing", 0, 11, 5, null],
    ["firing", 0, 10, 5, "ok"],
    ["firing", 0, null, 5, "ok"],
  ] as const)("from %s (for %i min), value %p after %i min: %p", (state, forMinutes, value, minutes, expected) => {
    expect(nextState(rule(state, forMinutes), value, at(minutes))).toBe(expected);
  });

  it("compares below as well", () => {
    expect(nextState({ ...rule("ok"), comparison: "below" }, 9, at(0))).toBe("firing");
    expect(nextState({ ...rule("firing"), comparison: "below" }, 10, at(1))).toBe("ok");
  });
});

describe("windowOf", () => {
  it("reads every minute overlapping the window, the current one included, and counts the seconds they cover", () => {
    expect(windowOf(5, new Date("2026-11-20T10:07:30Z"))).toEqual({ from: new Date("2026-11-20T10:02:00Z"), to: new Date("2026-11-20T10:07:30Z"), seconds: 330 });
    expect(windowOf(1, new Date("2026-11-20T10:07:00Z"))).toEqual({ from: new Date("2026-11-20T10:06:00Z"), to: new Date("2026-11-20T10:07:00Z"), seconds: 60 });
  });
});

describe("describeAlert", () => {
  const latency = { name: "Slow search", metric: "latency_p95", collection: "docs", comparison: "above", threshold: 300 } as const;

  it("words a firing and a resolved alert with the value, the threshold, the scope and the project", () => {
    expect(describeAlert(latency, "firing", 412.3, "Project X", null)).toEqual({
      title: '"Slow search" is firing',
      subtitle: "p95 latency is 412 ms, above 300 ms, on collection docs — Project X",
    });
    expect(describeAlert(latency, "resolved", 120, "Project X", "ci")).toEqual({
      title: '"Slow search" is resolved',
      subtitle: "p95 latency is 120 ms, no longer above 300 ms, on collection docs for API key ci — Project X",
    });
    expect(describeAlert({ ...latency, metric: "error_rate", collection: null, threshold: 5 }, "resolved", null, "P", null).subtitle).toBe("Error rate: no calls to measure, no longer above 5% — P");
  });

  it("names the metric as the rule form does, never by its id (issue 26)", () => {
    const stored = { name: "Big", metric: "vectors", collection: null, comparison: "above", threshold: 100 } as const;
    expect(describeAlert(stored, "firing", 600, "P", null).subtitle).toBe("Points stored is 600, above 100 points — P");
    expect(describeAlert({ ...stored, metric: "allowance_share", threshold: 80 }, "firing", 91, "P", null).subtitle).toBe("Allowance used is 91%, above 80% — P");
  });

  it.each([
    ["request_rate", 0.0512, "0.0512 req/s"],
    ["request_rate", 1234.4, "1,234 req/s"],
    ["error_rate", 12.345, "12.3%"],
    ["allowance_share", 85, "85%"],
    ["latency_p99", 3.456, "3.46 ms"],
    ["vectors", 1_500_000, "1,500,000 points"],
    ["storage", 512, "512 bytes"],
    ["storage", 2_345_678_901, "2.35 GB"],
  ] as const)("formats %s %p as %p", (metric, value, text) => {
    expect(formatMetricValue(metric, value)).toBe(text);
  });
});
