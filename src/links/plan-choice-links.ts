// Where the pricing page's "Choose" leads: Billing's plan change with the
// choice made (/billing/?tier=startup, /billing/?support=standard&period=yearly).
// Billing is behind login; the route guard keeps the query, so after sign-in
// the change opens preselected. Billing reads the same names back.
import { areaRoute } from "./area-route";

const PARAMS = { tier: "tier", support: "support", period: "period" } as const;

export type ChosenPeriod = "monthly" | "yearly";

export interface PlanChoice {
  tier: string | null;
  supportPlan: string | null;
  period: ChosenPeriod | null;
}

export function tierChoicePath(tierId: string): string {
  return `${areaRoute("billing")}/?${new URLSearchParams({ [PARAMS.tier]: tierId }).toString()}`;
}

export function supportChoicePath(planId: string, isYearly: boolean): string {
  return `${areaRoute("billing")}/?${new URLSearchParams({ [PARAMS.support]: planId, [PARAMS.period]: isYearly ? "yearly" : "monthly" }).toString()}`;
}

/** The choice a link to Billing carries, or null. */
export function readPlanChoice(search: string): PlanChoice | null {
  const params = new URLSearchParams(search);
  const tier = params.get(PARAMS.tier);
  const supportPlan = params.get(PARAMS.support);
  const period = params.get(PARAMS.period);
  if (!tier && !supportPlan) return null;
  return { tier: tier || null, supportPlan: supportPlan || null, period: period === "yearly" || period === "monthly" ? period : null };
}
