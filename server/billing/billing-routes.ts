// /api/billing: the organisation's plan, its changes, billing details and
// usage (contract/billing.ts). Thin handlers: the router has parsed the input
// and checked the right; each calls one domain function and shapes the reply.
import { billingRoutes } from "../../contract/billing";
import type { ApiRouter } from "../api-router/api-router";
import { readBillingDetails, updateBillingDetails } from "./billing-details";
import type { BillingContext } from "./billing-context";
import { changePlan } from "./change-plan";
import { exportFileName, exportUsage } from "./export-usage";
import { getBillingSummary } from "./get-billing-summary";
import { readUsageBreakdown } from "./read-usage-breakdown";
import { usagePeriodOf } from "./usage-period";

export function registerBillingRoutes(route: ApiRouter, context: BillingContext): void {
  // GET /api/billing: tier, support plan, allowances used, forecast, backups, the price list
  route(billingRoutes.summary, async ({ organisation }) => ({ status: 200, body: await getBillingSummary(context, organisation.id) }));

  // POST /api/billing/plan: change the tier or the support plan (up at once, down next month)
  route(billingRoutes.changePlan, async ({ organisation, user, body, audit }) => {
    const changes = await audit.within(
      (tx) => changePlan({ ...context, db: tx }, organisation.id, user.sub, body),
      (made) => ({ id: organisation.id, name: made.map((change) => `${change.kind} ${change.from} to ${change.to}${change.isPending ? " (pending)" : ""}`).join(", ") || null }),
    );
    return { status: 200, body: { changes, summary: await getBillingSummary(context, organisation.id) } };
  });

  // GET /api/billing/details: what invoices print
  route(billingRoutes.details, async ({ organisation }) => ({ status: 200, body: await readBillingDetails(context.db, organisation.id) }));

  // PUT /api/billing/details: replace what invoices print
  route(billingRoutes.updateDetails, async ({ organisation, body, audit }) => ({
    status: 200,
    body: await audit.within((tx) => updateBillingDetails(tx, organisation.id, body), () => ({ id: organisation.id, name: body.companyName })),
  }));

  // GET /api/billing/usage: usage per project, collection or API key in a period, paged
  route(billingRoutes.usage, async ({ organisation, query }) => ({
    status: 200,
    body: await readUsageBreakdown(context.db, organisation.id, usagePeriodOf(query), query),
  }));

  // GET /api/billing/usage/export: the same as CSV, streamed, bounded
  route(billingRoutes.exportUsage, async ({ organisation, query }) => {
    const period = usagePeriodOf(query);
    const body = await exportUsage(context.db, organisation.id, period, query.groupBy, context.exportMaxRows);
    return { status: 200, body, headers: { "content-disposition": `attachment; filename="${exportFileName(period, query.groupBy)}"` } };
  });
}
