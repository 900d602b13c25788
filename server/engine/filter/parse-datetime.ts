// Datetimes as Qdrant reads them, in payloads, range bounds and order_by
// start_from alike, as epoch milliseconds (null when the text is not one), so
// that the data plane's bounds and the engine's payload values always agree.
// Like Qdrant, it keeps microseconds (the fraction of the millisecond) and drops
// finer digits.
// Qdrant tries chrono's RFC 3339 parsers, then naive forms read as UTC
// (lib/segment/src/types.rs, `FromStr for DateTimePayloadType`):
//   with an offset: 2024-05-01T10:00:00Z, 2024-05-01 12:00:00.5+02:00,
//     T, t or a space; Z, z, UTC, ±HH:MM, ±HHMM or ±HH, optionally after spaces;
//   without one (UTC): 2024-05-01T10:00:00.250, 2024-05-01 10:00:00,
//     2024-05-01T10:00, 2024-05-01 10:00, 2024-05-01 (midnight).
// One form more than chrono: an offset after minutes without seconds
// ("2024-05-01T10:00Z", which RFC 3339 itself does not allow but people
// write), read as the minute it names rather than refused.
const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(?:([Zz]|[Uu][Tt][Cc])|([+\-\u2212])(\d{2})(?::?(\d{2}))?)$/;
const WITHOUT_OFFSET = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?$/;

export function parseDatetime(text: string): number | null {
  const zoned = WITH_OFFSET.exec(text);
  if (zoned) {
    const [sign, offsetHours = "00", offsetMinutes = "00"] = zoned.slice(9);
    const offset = sign === undefined ? 0 : offsetMinutesOf(sign, offsetHours, offsetMinutes);
    const local = toEpochMs(zoned.slice(1, 8));
    return local === null || offset === null ? null : local - offset * 60_000;
  }
  const naive = WITHOUT_OFFSET.exec(text);
  return naive ? toEpochMs(naive.slice(1)) : null;
}

function offsetMinutesOf(sign: string, hours: string, minutes: string): number | null {
  const [h, m] = [Number(hours), Number(minutes)];
  if (h > 23 || m > 59) return null;
  return (sign === "+" ? 1 : -1) * (h * 60 + m);
}

/** The fields read as UTC, or null for a date or time that does not exist (2024-02-30, 25:00). */
function toEpochMs(groups: readonly (string | undefined)[]): number | null {
  const [year, month, day, hour = "0", minute = "0", second = "0", fraction = ""] = groups;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 60) return null;
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999. A leap
  // second (:60) rolls into the next minute, as chrono's timestamps do.
  const microseconds = Number(fraction.slice(0, 6).padEnd(6, "0"));
  const time = new Date(0);
  time.setUTCFullYear(y, mo - 1, d);
  time.setUTCHours(h, mi, s, Math.floor(microseconds / 1000));
  return time.getTime() + (microseconds % 1000) / 1000;
}

function daysInMonth(year: number, month: number): number {
  const isLeapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 ? (isLeapYear ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}
