// Row errors as a CSV file (RFC 4180: CRLF line ends, fields with a comma,
// quote or line break quoted, quotes doubled). A text cell that a spreadsheet
// would run as a formula (=, +, -, @ first) gets a leading apostrophe: the
// reasons quote the file's own cells, which anyone could have written.
import type { ImportRowError } from "../../../../contract/imports";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function rowErrorsToCsv(errors: readonly ImportRowError[]): string {
  const lines = [["row", "column", "reason"].join(","), ...errors.map((error) => [csvField(error.row), csvField(error.column), csvField(error.reason)].join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
