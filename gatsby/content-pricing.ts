// The pricing page's context from content/pricing/pricing.mdx.
import type { PricingPageContext, PricingPlan, PricingTier } from "../src/content-pages/content-types";

export interface PricingRecord {
  title: string;
  summary: string;
  plans: Omit<PricingPlan, "currentPlan">[];
  tiers: PricingTier[];
}

export function buildPricingPage({ title, summary, plans, tiers }: PricingRecord): PricingPageContext {
  return {
    title,
    summary,
    // The public page is the same for every visitor, so it claims no current
    // plan; only the signed-in Billing area knows an organisation's plan.
    plans: plans.map((plan) => ({ ...plan, currentPlan: false })),
    tiers,
  };
}
