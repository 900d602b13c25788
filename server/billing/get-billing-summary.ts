// GET /api/billing: the organisation's tier and support plan, what is pending,
// each allowance with its use (the month's calls: the store's count, or this
// instance's own when it is ahead), the month's calls forecast at the rate so
// far, the backups its tier gives, its regions, and the price list.
import type { Allowance, BillingSummary } from "../../contract/billing";
import { readBillingAccount } from "./billing-account";
import type { BillingContext } from "./billing-context";
import { startOfMonth, startOfNextMonth } from "./billing-month";
import { countDeployments } from "./count-deployments";
import { countOrganisationCalls } from "./count-organisation-calls";
import { priceList } from "./price-list";
import { toSupportPlanOption, toTierOption } from "./to-plan-options";

export async function getBillingSummary(context: BillingContext, organisationId: string, now = new Date()): Promise<BillingSummary> {
  const from = startOfMonth(now);
  const to = startOfNextMonth(now);
  const [account, stored, deployments] = await Promise.all([
    readBillingAccount(context.db, organisationId, now),
    countOrganisationCalls(context.db, [organisationId], from, to),
    countDeployments(context.db, organisationId),
  ]);
  const calls = Math.max(stored.get(organisationId) ?? 0, context.quota?.countOf(organisationId) ?? 0);
  const { tier, supportPlan, pending } = account;
  const allowances: Allowance[] = [
    { kind: "apiCalls", label: "API calls this month", used: calls, limit: tier.apiCalls, resetsAt: to.toISOString() },
    { kind: "deployments", label: "Projects (deployments)", used: deployments.projects, limit: tier.deployments, resetsAt: null },
    { kind: "regions", label: "Regions", used: deployments.regions.length, limit: tier.regions, resetsAt: null },
  ];
  return {
    tier: toTierOption(tier),
    supportPlan: { ...toSupportPlanOption(supportPlan), billing: account.supportBilling },
    pending: pending
      ? {
          tier: pending.tier ? { id: pending.tier.id, name: pending.tier.name } : null,
          supportPlan: pending.supportPlan ? { id: pending.supportPlan.id, title: pending.supportPlan.title } : null,
          from: pending.from.toISOString(),
        }
      : null,
    month: { from: from.toISOString(), to: to.toISOString() },
    allowances,
    forecast: forecastCalls(calls, tier.apiCalls, from, to, now),
    backups: tier.backups,
    regions: { available: [...context.regions], used: deployments.regions },
    tiers: priceList().tiers.map(toTierOption),
    supportPlans: priceList().supportPlans.map(toSupportPlanOption),
  };
}

/** The month's calls if they go on at the rate so far, and when that rate reaches the allowance (null: not this month). */
export function forecastCalls(calls: number, allowance: number, from: Date, to: Date, now: Date): BillingSummary["forecast"] {
  const elapsed = Math.max(now.getTime() - from.getTime(), 60_000);
  const month = to.getTime() - from.getTime();
  const forecast = Math.round((calls * month) / elapsed);
  if (calls === 0 || forecast <= allowance) return { calls: forecast, runsOutAt: null };
  return { calls: forecast, runsOutAt: new Date(from.getTime() + (elapsed * allowance) / calls).toISOString() };
}
