// How Billing says dates, prices and plans.
import type { BillingSummary, SupportPlanOption, TierOption } from "../../../contract/billing";
import { formatCents, formatTierPrice } from "../../components/format-price";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "1 December 2026" (UTC, as the service counts months). */
export function formatDay(iso: string): string {
  return DATE.format(new Date(iso));
}

export function supportPrice(plan: SupportPlanOption, period: "monthly" | "yearly"): string {
  if (plan.monthlyPriceCents === 0) return "Free";
  return period === "yearly" ? `${formatCents(plan.yearly.totalAnnualCents)}/year` : `${formatCents(plan.monthlyPriceCents)}/month`;
}

export function tierPrice(tier: TierOption): string {
  return formatTierPrice(tier.monthlyPriceCents);
}

/** A change down waits for the first of next month; up is at once. */
export function isTierUp(summary: BillingSummary, tierId: string): boolean {
  const rank = (id: string) => summary.tiers.findIndex((tier) => tier.id === id);
  return rank(tierId) > rank(summary.tier.id);
}

export function isSupportUp(summary: BillingSummary, planId: string): boolean {
  const plan = summary.supportPlans.find((candidate) => candidate.id === planId);
  return plan !== undefined && plan.monthlyPriceCents > summary.supportPlan.monthlyPriceCents;
}
