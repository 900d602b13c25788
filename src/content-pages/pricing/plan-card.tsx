// One plan: its price for the chosen billing period, what it includes, and
// the way to choose it (plan changes happen in Billing, after sign-in).
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { Icon } from "../../icons/icon";
import type { PricingPlan } from "../content-types";
import { BILLING_PATH } from "../content-paths";
import { formatDollars } from "./format-price";

export interface PlanCardProps {
  plan: PricingPlan;
  isYearly: boolean;
}

function billingNote(plan: PricingPlan, isYearly: boolean): string {
  if (plan.monthlyPrice === 0) return "Free";
  return isYearly ? `${formatDollars(plan.yearlyPlan.totalAnnual)} billed yearly` : "Billed monthly";
}

export function PlanCard({ plan, isYearly }: PlanCardProps) {
  const perMonth = isYearly ? plan.yearlyPlan.perMonth : plan.monthlyPrice;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={`${plan.title} plan`}
      sx={{ display: "flex", flexDirection: "column", height: "100%", borderColor: plan.popularPlan ? "primary.main" : "divider", borderWidth: plan.popularPlan ? 2 : 1 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
          <Typography variant="h5" component="h3">
            {plan.title}
          </Typography>
          {plan.popularPlan ? <Chip label="Popular" color="primary" size="small" /> : null}
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          {plan.subtitle}
        </Typography>
        <Typography component="p" sx={{ display: "flex", alignItems: "baseline", gap: 0.5 }}>
          <Box component="span" sx={{ fontSize: "2.5rem", fontWeight: 600, lineHeight: 1.2 }}>
            {formatDollars(perMonth)}
          </Box>
          <Box component="span" sx={{ color: "text.secondary" }}>
            /month
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          {billingNote(plan, isYearly)}
        </Typography>
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {plan.planBenefits.map((benefit) => (
            <Box component="li" key={benefit} sx={{ display: "flex", gap: 1, alignItems: "flex-start", mb: 1 }}>
              <Box component="span" sx={{ color: "success.main", display: "flex", pt: 0.25 }}>
                <Icon icon="tabler:check" fontSize="1.125rem" />
              </Box>
              <Typography variant="body2">{benefit}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        {plan.currentPlan ? (
          <Button fullWidth variant="outlined" disabled>
            Your current plan
          </Button>
        ) : (
          <Button fullWidth variant={plan.popularPlan ? "contained" : "outlined"} component={Link} to={BILLING_PATH}>
            Choose {plan.title}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
