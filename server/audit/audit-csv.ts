// One entry as a CSV line (RFC 4180), in contract/audit.ts's column order. A
// field that a spreadsheet would read as a formula (=, +, -, @) is written as
// text: names and addresses come from users.
import type { AuditEntry } from "../db/schema";

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null): string {
  if (value === null) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsvLine(entry: AuditEntry): string {
  return (
    [
      entry.at.toISOString(),
      entry.actorKind,
      entry.actorId,
      entry.actorLabel,
      entry.action,
      entry.targetKind,
      entry.targetId,
      entry.targetLabel,
      entry.outcome,
      entry.status,
      entry.projectId,
      entry.sourceAddress,
      entry.requestId,
      entry.details ? JSON.stringify(entry.details) : null,
    ]
      .map(csvField)
      .join(",") + "\r\n"
  );
}
