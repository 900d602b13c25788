// How the Overview writes its figures: in the reader's own locale (the
// browser's), since they are read at a glance rather than copied.
export { formatBytes } from "../../components/format-bytes";

export function formatCount(count: number): string {
  return count.toLocaleString(undefined);
}

/** "—" when there were no calls to measure. */
export function formatMilliseconds(ms: number | null): string {
  return ms === null ? "—" : `${ms.toLocaleString(undefined, { maximumFractionDigits: ms < 10 ? 1 : 0 })} ms`;
}

/** A share from 0 to 1; below 1 % shown with a decimal, so that a first call does not read as 0 %. */
export function formatShare(fraction: number): string {
  return fraction.toLocaleString(undefined, { style: "percent", maximumFractionDigits: fraction > 0 && fraction < 0.01 ? 1 : 0 });
}

/** An hour's bucket as the reader's clock shows it: "14:00". */
export function formatHour(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
}
