// Sizes as the console writes them at a glance: decimal units, as the plans
// count storage (1.5 MB), in the reader's own locale. Shared by Overview and Addons.
import { decimalScale } from "./decimal-scale";

const BYTE_UNITS = ["B", "kB", "MB", "GB", "TB"] as const;

export function formatBytes(bytes: number): string {
  const { value, step } = decimalScale(bytes, BYTE_UNITS.length);
  const digits = step === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString(undefined, { maximumFractionDigits: digits })} ${BYTE_UNITS[step]}`;
}
