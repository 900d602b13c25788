// The plan cards with the monthly/yearly switch that changes their prices.
import { useState } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { PricingPlan } from "../content-types";
import { BillingPeriodToggle } from "./billing-period-toggle";
import { PlanCard } from "./plan-card";

export function PricingPlans({ plans }: { plans: readonly PricingPlan[] }) {
  // Monthly first: it is what the server renders, so it is what shows without JavaScript.
  const [isYearly, setIsYearly] = useState(false);
  return (
    <Box component="section" aria-labelledby="pricing-plans" sx={{ mb: 6 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 2 }}>
        <Typography id="pricing-plans" variant="h5" component="h2">
          Plans
        </Typography>
        <BillingPeriodToggle isYearly={isYearly} onChange={setIsYearly} />
      </Box>
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: `repeat(${Math.min(plans.length, 3)}, 1fr)` } }}>
        {plans.map((plan) => (
          <PlanCard key={plan.title} plan={plan} isYearly={isYearly} />
        ))}
      </Box>
    </Box>
  );
}
