// How prices and tier limits read on the pricing page. Fixed "en-US" grouping,
// so the server-rendered text equals the hydrated text in every browser.
import type { BackupFrequency } from "../content-types";

const number = new Intl.NumberFormat("en-US");

export function formatDollars(amount: number): string {
  return `$${number.format(amount)}`;
}

export function formatCount(count: number): string {
  return number.format(count);
}

/** A tier's price: "Free", "$149/month", or "Contact us" when agreed with sales. */
export function formatTierPrice(monthlyPrice: number | null): string {
  if (monthlyPrice === null) return "Contact us";
  if (monthlyPrice === 0) return "Free";
  return `${formatDollars(monthlyPrice)}/month`;
}

export function formatBackup(frequency: BackupFrequency, retentionDays: number | null): string {
  if (frequency === "none") return "None";
  const label = frequency === "weekly" ? "Weekly" : "Daily";
  return retentionDays === null ? label : `${label}, ${retentionDays}-day retention`;
}
