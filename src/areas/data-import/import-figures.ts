// How the Data Import page writes sizes, rates, durations, counts and progress.
import type { ImportSummary } from "../../../contract/imports";
import { decimalScale } from "../../components/decimal-scale";

const BYTE_UNITS = ["B", "kB", "MB", "GB", "TB"];

/** Decimal units, as file managers show sizes: 1.5 MB. */
export function formatBytes(bytes: number): string {
  const { value, step } = decimalScale(bytes, BYTE_UNITS.length);
  const shown = step === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, "");
  return `${shown} ${BYTE_UNITS[step]}`;
}

export function formatCount(count: number): string {
  return count.toLocaleString("en");
}

/** "1,250 rows/s"; "–" before there is a rate. */
export function formatRowRate(rowsPerSecond: number | null): string {
  return rowsPerSecond === null ? "–" : `${formatCount(Math.round(rowsPerSecond))} rows/s`;
}

/** "2 h 5 min", "3 min 20 s", "12 s"; "–" when unknown. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return "–";
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
  return `${rest} s`;
}

/** A share from 0 to 1 as a whole percentage. */
export function formatPercent(fraction: number): string {
  return `${Math.floor(fraction * 100)}%`;
}

/** "1 row", "1,200 rows". */
export function rowCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? "row" : "rows"}`;
}

/**
 * What a progress bar says aloud: "45%, 1,200 rows read". Here rather than
 * beside the progress view, so that the history's table (in the page's first
 * load) does not bring the view, its dialogs and row errors with it.
 */
export function progressText(summary: ImportSummary): string {
  const rows = `${rowCount(summary.counts.rows)} read`;
  return summary.fraction === null ? rows : `${formatPercent(summary.fraction)}, ${rows}`;
}
