// What Billing shows a member who may read the plan: the plan, its
// allowances and forecast, the plan change, usage, and the billing details;
// a member who may not sees why instead. Loading and failure have their own
// states; each section below loads its own data, and the records below the
// plan (usage, invoices, billing details) their own chunk.
import { lazy, Suspense } from "react";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import { toApiError } from "../../api-client/api-error";
import { useBillingSummaryQuery } from "../../api-client/billing-queries";
import { EmptyState } from "../../components/empty-state";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { useMemberRights } from "../../components/use-member-rights";
import { AllowanceBars } from "./allowance-bars";
import { CurrentPlan } from "./current-plan";
import type { PlanChoice } from "../../links/plan-choice-links";
import { PlanChange } from "./plan-change";

const BillingRecords = lazy(() => import(/* webpackChunkName: "billing-records" */ "./billing-records"));

export function BillingWorkspace({ choice }: { choice: PlanChoice | null }) {
  const rights = useMemberRights();
  const refusal = rights.reason(["plan", "read"], "see");
  // Asked only once the role is known to allow it: a member who may not is told why, not refused by the service.
  const summary = useBillingSummaryQuery(rights.isKnown && refusal === null);
  if (refusal !== null) {
    return <EmptyState icon="tabler:lock" title="Billing is not open to your role" description={`${refusal}. Owners, admins and billing members can see the plan and change it.`} />;
  }
  if (!rights.isKnown) return <LinearProgress aria-label="Loading your plan" />;
  if (summary.error) return <ServiceErrorAlert title="Your plan could not be loaded" message={toApiError(summary.error).message} onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <LinearProgress aria-label="Loading your plan" />;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <CurrentPlan summary={summary.data} />
      <AllowanceBars summary={summary.data} />
      <PlanChange summary={summary.data} choice={choice} refusal={rights.reason(["plan", "update"], "change")} />
      <Suspense fallback={<LinearProgress aria-label="Loading usage and invoices" />}>
        <BillingRecords rights={rights} />
      </Suspense>
    </Box>
  );
}
