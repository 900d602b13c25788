// Which tiers are chosen in the console (their price is on the list) rather
// than agreed with sales: the service refuses the others in a plan change, and
// Billing does not offer them. Without zod, for the console's chunks.
import type { Tier } from "./pricing";

export function isSelfServiceTier(tier: Pick<Tier, "monthlyPriceCents">): boolean {
  return tier.monthlyPriceCents !== null;
}
