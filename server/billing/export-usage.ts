// GET /api/billing/usage/export: the same rows as the listing, every one, as
// CSV (RFC 4180), streamed slice by slice as the client reads, never held whole.
// Bounded: the rows are counted first, and past exportMaxRows the export is
// refused (400) before anything is sent. A cell a spreadsheet would run as a
// formula (a collection named "=SUM(...)") is written with a leading quote mark.
import type { UsageGrouping, UsageRow } from "../../contract/billing";
import type { Database } from "../db/client";
import { AppError } from "../errors";
import { countUsageRows, readUsageRows } from "./read-usage-breakdown";
import type { UsagePeriod } from "./usage-period";

const SLICE_ROWS = 2_000;

const HEADER: Readonly<Record<UsageGrouping, readonly string[]>> = {
  project: ["from", "to", "project_id", "project"],
  collection: ["from", "to", "project_id", "project", "collection"],
  apiKey: ["from", "to", "project_id", "project", "caller_kind", "api_key_id", "caller"],
};
const COUNTS = ["calls", "errors", "points_read", "points_written", "request_bytes"];

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function lineOf(row: UsageRow, period: UsagePeriod, groupBy: UsageGrouping): string {
  const keys: (string | null | undefined)[] = [period.from, period.to, row.projectId, row.projectName];
  if (groupBy === "collection") keys.push(row.collection);
  if (groupBy === "apiKey") keys.push(row.caller?.kind, row.caller?.apiKeyId, row.caller?.name);
  return [...keys, row.calls, row.errors, row.pointsRead, row.pointsWritten, row.requestBytes].map(cell).join(",") + "\r\n";
}

export function exportFileName(period: UsagePeriod, groupBy: UsageGrouping): string {
  return `usage-${groupBy}-${period.from}-to-${period.to}.csv`;
}

/** The export as a stream, once its size is known to be within the bound. */
export async function exportUsage(db: Database, organisationId: string, period: UsagePeriod, groupBy: UsageGrouping, maxRows: number): Promise<ReadableStream<Uint8Array>> {
  const { rows } = await countUsageRows(db, organisationId, period, groupBy);
  if (rows > maxRows) {
    throw new AppError(
      "bad_request",
      `The export would have ${rows.toLocaleString("en-US")} rows; at most ${maxRows.toLocaleString("en-US")} are exported at once (USAGE_EXPORT_MAX_ROWS): choose a shorter period, or group by project`,
    );
  }
  const encoder = new TextEncoder();
  let offset = 0;
  let isHeaderSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!isHeaderSent) {
        isHeaderSent = true;
        controller.enqueue(encoder.encode([...HEADER[groupBy], ...COUNTS].join(",") + "\r\n"));
        return;
      }
      // Never past the rows counted: rows that came since are in the next export.
      const limit = Math.min(SLICE_ROWS, rows - offset);
      const slice = limit > 0 ? await readUsageRows(db, organisationId, period, groupBy, offset, limit) : [];
      offset += slice.length;
      if (slice.length > 0) controller.enqueue(encoder.encode(slice.map((row) => lineOf(row, period, groupBy)).join("")));
      if (slice.length < limit || offset >= rows) controller.close();
    },
  });
}
