// The organisation's plan, billing details and usage, each call built from its
// declaration (contract/billing.ts; type-only imports).
import type { BillingDetails, BillingSummary, ChangePlanBody, ChangePlanResponse, UsageExportQuery, UsageQuery, UsageResponse, billingRoutes } from "../../contract/billing";
import { callRoute, routePath } from "./call-route";
import { getCsv } from "./get-csv";

type Routes = typeof billingRoutes;

// Tier, support plan, allowances used, forecast, backups and the price list
export function getBillingSummary(): Promise<BillingSummary> {
  return callRoute<Routes["summary"]>("GET /api/billing");
}

// A change of tier or support plan: up at once, down next month
export function changePlan(body: ChangePlanBody): Promise<ChangePlanResponse> {
  return callRoute<Routes["changePlan"]>("POST /api/billing/plan", { body });
}

// What invoices print
export function getBillingDetails(): Promise<BillingDetails> {
  return callRoute<Routes["details"]>("GET /api/billing/details");
}

export function updateBillingDetails(body: BillingDetails): Promise<BillingDetails> {
  return callRoute<Routes["updateDetails"]>("PUT /api/billing/details", { body });
}

// Usage per project, collection or API key in a period, paged
export function getUsage(query: UsageQuery): Promise<UsageResponse> {
  return callRoute<Routes["usage"]>("GET /api/billing/usage", { query });
}

/** The usage as CSV text, with the file name the service gives it (the export is bounded by the service). */
export function exportUsage(query: UsageExportQuery): Promise<{ fileName: string; text: string }> {
  return getCsv(routePath<Routes["exportUsage"]>("/api/billing/usage/export", undefined), query, "usage.csv");
}
