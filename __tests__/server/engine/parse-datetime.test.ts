// The one datetime reader for payload values, range bounds and order_by
// start_from: the forms Qdrant's chrono-based parser accepts, and only those.
import { parseDatetime } from "../../../server/engine/filter/parse-datetime";

const TEN = Date.UTC(2024, 4, 1, 10);

describe("parseDatetime", () => {
  it.each([
    ["2024-05-01T10:00:00Z", TEN],
    ["2024-05-01t10:00:00z", TEN],
    ["2024-05-01 10:00:00Z", TEN],
    ["2024-05-01T10:00:00UTC", TEN],
    ["2024-05-01T10:00:00 Z", TEN],
  ])("reads RFC 3339 with Z: %s", (text, expected) => {
    expect(parseDatetime(text)).toBe(expected);
  });

  it.each([
    ["2024-05-01T12:00:00+02:00", TEN],
    ["2024-05-01T12:00:00+0200", TEN],
    ["2024-05-01T12:00:00+02", TEN],
    ["2024-05-01T05:30:00-04:30", TEN],
    ["2024-05-01 12:00:00 +02:00", TEN],
    ["2024-05-01T05:30:00\u221204:30", TEN],
    ["2024-05-01T00:30:00+14:30", Date.UTC(2024, 3, 30, 10)],
  ])("reads a numeric offset: %s", (text, expected) => {
    expect(parseDatetime(text)).toBe(expected);
  });

  it.each([
    ["2024-05-01T10:00:00.250Z", TEN + 250],
    ["2024-05-01T10:00:00.5+00:00", TEN + 500],
    ["2024-05-01 10:00:00.250", TEN + 250],
    ["2024-05-01T10:00:00.000001Z", TEN + 0.001],
    ["2024-05-01T10:00:00.123456789Z", TEN + 123.456],
  ])("reads fractional seconds to the microsecond, as Qdrant keeps them: %s", (text, expected) => {
    expect(parseDatetime(text)).toBeCloseTo(expected, 4);
  });

  it("orders instants a microsecond apart, and drops finer digits", () => {
    const times = ["10:00:00.999Z", "10:00:00.999001Z", "10:00:00.9999Z", "10:00:01Z"].map((time) => parseDatetime(`2024-05-01T${time}`) ?? NaN);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(times).size).toBe(times.length);
    expect(parseDatetime("2024-05-01T10:00:00.1234569Z")).toBe(parseDatetime("2024-05-01T10:00:00.123456Z"));
  });

  it.each([
    ["2024-05-01T10:00:00", TEN],
    ["2024-05-01 10:00:00", TEN],
    ["2024-05-01T10:00", TEN],
    ["2024-05-01 10:00", TEN],
    ["2024-05-01", Date.UTC(2024, 4, 1)],
  ])("reads a date-time without an offset as UTC: %s", (text, expected) => {
    expect(parseDatetime(text)).toBe(expected);
  });

  it.each([
    ["2024-05-01T10:00Z", TEN],
    ["2024-05-01T12:00+02:00", TEN],
    ["2024-05-01 10:00 UTC", TEN],
  ])("reads an offset after minutes without seconds: %s", (text, expected) => {
    expect(parseDatetime(text)).toBe(expected);
  });

  it("reads leap days, a leap second and years before 100", () => {
    expect(parseDatetime("2024-02-29")).toBe(Date.UTC(2024, 1, 29));
    expect(parseDatetime("2016-12-31T23:59:60Z")).toBe(Date.UTC(2017, 0, 1));
    expect(parseDatetime("0099-01-01T00:00:00Z")).toBe(new Date("0099-01-01T00:00:00Z").getTime());
  });

  it.each([
    // Lowercase t only in the RFC 3339 forms, which carry an offset.
    "2024-05-01t10:00:00",
    "2024-05-01T10",
    "2024-05-01T10:00:00.",
    "2024-5-1",
    "20240501",
    "2023-02-29",
    "2024-04-31",
    "2024-13-01",
    "2024-00-10",
    "2024-05-01T24:00:00Z",
    "2024-05-01T10:60:00Z",
    "2024-05-01T10:00:61Z",
    "2024-05-01T10:00:00+24:00",
    "2024-05-01T10:00:00+02:60",
    "2024-05-01T10:00:00+2",
    "yesterday",
    "1714557600",
    "",
  ])("refuses %j", (text) => {
    expect(parseDatetime(text)).toBeNull();
  });
});
