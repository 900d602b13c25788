// Payload datetimes as Qdrant reads them (RFC 3339, a space instead of "T",
// optional seconds and fraction, an offset with or without a colon, or a bare
// date; no offset means UTC), as epoch milliseconds, or null when the string is
// not a datetime, so datetime ranges compare numbers in SQL and in memory alike.
const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:([Zz])|([+-])(\d{2}):?(\d{2}))?)?$/;

export function parseDatetime(text: string): number | null {
  const match = DATETIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, fraction, zulu, sign, offsetHours, offsetMinutes] = match;
  const hasOffset = zulu !== undefined || sign !== undefined;
  // An offset needs the seconds (RFC 3339); "2024-01-01T10:00Z" is not a format Qdrant accepts.
  if (hasOffset && second === undefined) return null;
  const fields = [year, month, day, hour ?? "0", minute ?? "0", second ?? "0"].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = fields;
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 60) return null;
  const milliseconds = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  const offset = sign ? (sign === "-" ? -1 : 1) * (Number(offsetHours) * 60 + Number(offsetMinutes)) : 0;
  return Date.UTC(y, mo - 1, d, h, mi, Math.min(s, 59), milliseconds) - offset * 60_000;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
