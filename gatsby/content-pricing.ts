// The pricing page's context from content/pricing/pricing.mdx: the price
// list as contract/pricing.ts reads it (cents), the same the service enforces.
import type { PriceList } from "../contract/pricing";
import type { PricingPageContext } from "../src/content-pages/content-types";

export type PricingRecord = PriceList;

export function buildPricingPage({ title, summary, tiers, supportPlans }: PricingRecord): PricingPageContext {
  // The public page is the same for every visitor, so it claims no current
  // plan; only the signed-in Billing area knows an organisation's plan.
  return { title, summary, tiers, supportPlans };
}
