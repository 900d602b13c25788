// The price list's tiers and support plans as the billing answers show them.
import type { SupportPlanOption, TierOption } from "../../contract/billing";
import type { SupportPlan, Tier } from "../../contract/pricing";

export function toTierOption(tier: Tier): TierOption {
  return {
    id: tier.id,
    name: tier.name,
    monthlyPriceCents: tier.monthlyPriceCents,
    apiCalls: tier.apiCalls,
    deployments: tier.deployments,
    regions: tier.regions,
    backups: tier.backups,
  };
}

export function toSupportPlanOption(plan: SupportPlan): SupportPlanOption {
  return { id: plan.id, title: plan.title, monthlyPriceCents: plan.monthlyPriceCents, yearly: plan.yearly };
}
