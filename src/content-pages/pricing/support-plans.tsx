// The support plans, sold on top of any tier, with the monthly/yearly switch
// that changes their prices.
import { useState } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { SupportPlan } from "../../../contract/pricing";
import { BillingPeriodToggle } from "./billing-period-toggle";
import { SupportPlanCard } from "./support-plan-card";

export function SupportPlans({ plans }: { plans: readonly SupportPlan[] }) {
  // Monthly first: it is what the server renders, so it is what shows without JavaScript.
  const [isYearly, setIsYearly] = useState(false);
  return (
    <Box component="section" aria-labelledby="pricing-support" sx={{ mb: 6 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 1 }}>
        <Typography id="pricing-support" variant="h5" component="h2">
          Support plans
        </Typography>
        <BillingPeriodToggle isYearly={isYearly} onChange={setIsYearly} />
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
        Help from our team, added to any tier: your bill is the tier&apos;s price plus the support plan&apos;s.
      </Typography>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: `repeat(${Math.min(plans.length, 3)}, 1fr)` } }}>
        {plans.map((plan) => (
          <SupportPlanCard key={plan.id} plan={plan} isYearly={isYearly} />
        ))}
      </Box>
    </Box>
  );
}
