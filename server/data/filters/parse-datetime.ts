// Qdrant's datetime values: RFC 3339 ("2024-05-01T10:00:00Z",
// "2024-05-01T12:00:00.5+02:00"), also with a space for the "T", without a
// zone (UTC), or a date alone (midnight UTC). Parsed to epoch milliseconds.
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?$/;

export function parseDatetime(text: string): number | undefined {
  const match = DATETIME.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour = "0", minute = "0", second = "0", fraction = "", zone] = match;
  const fields = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = fields;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60) return undefined;
  const milliseconds = Number(fraction.padEnd(3, "0").slice(0, 3));
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, milliseconds);
  // Date.UTC rolls 2024-02-31 over into March: such a date does not exist.
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return undefined;
  return utc - zoneOffsetMs(zone);
}

function zoneOffsetMs(zone: string | undefined): number {
  if (!zone || zone === "Z" || zone === "z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2, 4) || "0");
  return sign * (hours * 60 + minutes) * 60_000;
}
