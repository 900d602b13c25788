import { csvField, metricsCsvFileName, metricsToCsv } from "../../../src/areas/metrics/metrics-csv";
import { buildMetricsView, shownPanels } from "../../../src/areas/metrics/metric-panels";
import { BUSY_MINUTES } from "./support/series-fixtures";

describe("csvField", () => {
  it("writes numbers plainly and nothing for a missing value", () => {
    expect(csvField(0.2)).toBe("0.2");
    expect(csvField(1536000)).toBe("1536000");
    expect(csvField(null)).toBe("");
    expect(csvField(Number.NaN)).toBe("");
  });

  it("quotes a field with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it("keeps a spreadsheet from running a header as a formula", () => {
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField("-1,2")).toBe("\"'-1,2\"");
  });
});

it("writes a header and a CRLF-ended row per period: ISO times, then every line shown, in its unit", () => {
  const view = buildMetricsView(BUSY_MINUTES);
  expect(metricsToCsv(view, shownPanels(view))).toBe(
    [
      "time,calls,points.search req/s,points.upsert req/s,p50 ms,p95 ms,p99 ms,4xx errors,5xx errors,points read,points written,points,indexed vectors,disk bytes",
      `2026-11-26T08:00:00.000Z,13,0.2,${1 / 60},2.5,8.25,12,1,0,30,100,,,`,
      "2026-11-26T08:01:00.000Z,0,0,0,,,,0,0,0,0,,,",
      "2026-11-26T08:02:00.000Z,6,0.1,0,3,9,40,0,2,18,0,100,100,1536000",
      "",
    ].join("\r\n"),
  );
});

it("names the file after the range", () => {
  expect(metricsCsvFileName(buildMetricsView(BUSY_MINUTES))).toBe("metrics-2026-11-26T08-00-00Z-2026-11-26T08-03-00Z.csv");
});
