// How prices and plan limits read, on the pricing page and in Billing. Money
// travels in cents; fixed "en-US" grouping, so the server-rendered text equals
// the hydrated text in every browser.
import type { Backups } from "../../contract/pricing";

const number = new Intl.NumberFormat("en-US");

/** "$49", or "$49.50" when there are cents. */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return Number.isInteger(dollars) ? `$${number.format(dollars)}` : `$${number.format(Math.floor(dollars))}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}

export function formatCount(count: number): string {
  return number.format(count);
}

/** A tier's price: "Free", "$149/month", or "Contact us" when agreed with sales. */
export function formatTierPrice(monthlyPriceCents: number | null): string {
  if (monthlyPriceCents === null) return "Contact us";
  if (monthlyPriceCents === 0) return "Free";
  return `${formatCents(monthlyPriceCents)}/month`;
}

export function formatBackup({ schedule, retentionDays }: Backups): string {
  if (schedule === "none") return "None";
  const label = schedule === "weekly" ? "Weekly" : "Daily";
  return retentionDays === null ? label : `${label}, ${retentionDays}-day retention`;
}

const GiB = 1024 ** 3;

/** Upload storage as tiers give it: "10 GiB", "1 TiB". */
export function formatStorage(bytes: number): string {
  const gib = bytes / GiB;
  return gib >= 1024 && gib % 1024 === 0 ? `${number.format(gib / 1024)} TiB` : `${number.format(gib)} GiB`;
}
