// The monthly API calls a plan includes (SPEC.md section 9, and the tiers of
// content/pricing/pricing.mdx). Organisations have no plan of their own yet
// (Billing comes later): every one is on the free Sandbox tier until then.
export const PLAN_MONTHLY_API_CALLS = {
  Sandbox: 20_000,
  Startup: 100_000,
  Standard: 100_000,
  Business: 1_000_000,
  Enterprise: 5_000_000,
} as const;

export type PlanName = keyof typeof PLAN_MONTHLY_API_CALLS;

export interface PlanAllowance {
  plan: PlanName;
  monthlyApiCalls: number;
}

/** The organisation's plan and what it allows. */
export function allowanceOf(_organisationId: string): PlanAllowance {
  return { plan: "Sandbox", monthlyApiCalls: PLAN_MONTHLY_API_CALLS.Sandbox };
}
