// What GET /api/billing answers for an organisation on Sandbox with Basic
// support, part way through November 2026 (prices in cents).
import type { BillingSummary, UsageResponse } from "../../../contract/billing";

const none = { schedule: "none" as const, retentionDays: null };
const weekly = { schedule: "weekly" as const, retentionDays: null };

export const TIERS: BillingSummary["tiers"] = [
  { id: "sandbox", name: "Sandbox", monthlyPriceCents: 0, apiCalls: 20_000, deployments: 1, regions: 2, backups: none },
  { id: "startup", name: "Startup", monthlyPriceCents: 14_900, apiCalls: 100_000, deployments: 5, regions: 4, backups: weekly },
  { id: "standard", name: "Standard", monthlyPriceCents: 49_900, apiCalls: 100_000, deployments: 5, regions: 4, backups: weekly },
  { id: "enterprise", name: "Enterprise", monthlyPriceCents: null, apiCalls: 5_000_000, deployments: 10, regions: 12, backups: { schedule: "daily", retentionDays: 30 } },
];

export const SUPPORT_PLANS: BillingSummary["supportPlans"] = [
  { id: "basic", title: "Basic support", monthlyPriceCents: 0, yearly: { perMonthCents: 0, totalAnnualCents: 0 } },
  { id: "standard", title: "Standard support", monthlyPriceCents: 4_900, yearly: { perMonthCents: 4_000, totalAnnualCents: 48_000 } },
];

export function sandboxSummary(change: Partial<BillingSummary> = {}): BillingSummary {
  return {
    tier: TIERS[0]!,
    supportPlan: { ...SUPPORT_PLANS[0]!, billing: "monthly" },
    pending: null,
    month: { from: "2026-11-01T00:00:00.000Z", to: "2026-12-01T00:00:00.000Z" },
    allowances: [
      { kind: "apiCalls", label: "API calls this month", used: 15_000, limit: 20_000, resetsAt: "2026-12-01T00:00:00.000Z" },
      { kind: "deployments", label: "Projects (deployments)", used: 1, limit: 1, resetsAt: null },
      { kind: "regions", label: "Regions", used: 1, limit: 2, resetsAt: null },
    ],
    forecast: { calls: 30_000, runsOutAt: "2026-11-20T00:00:00.000Z" },
    backups: none,
    regions: { available: ["local"], used: ["local"] },
    tiers: TIERS,
    supportPlans: SUPPORT_PLANS,
    ...change,
  };
}

export const USAGE_BY_KEY: UsageResponse = {
  period: { from: "2026-11-01", to: "2026-11-15" },
  groupBy: "apiKey",
  rows: [
    { projectId: "7b0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a01", projectName: "Default project", caller: { kind: "apiKey", apiKeyId: "8b0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a02", name: "ingest" }, calls: 12_000, errors: 3, pointsRead: 0, pointsWritten: 50_000, requestBytes: 1 },
    { projectId: "7b0c1f7e-6a51-4f1e-9a53-3d1c2f6b7a01", projectName: "Default project", caller: { kind: "console", apiKeyId: null, name: "Console (members)" }, calls: 3_000, errors: 0, pointsRead: 900, pointsWritten: 0, requestBytes: 1 },
  ],
  total: 2,
  totals: { calls: 15_000, errors: 3, pointsRead: 900, pointsWritten: 50_000, requestBytes: 2 },
  params: { page: 1, perPage: 25 },
};
