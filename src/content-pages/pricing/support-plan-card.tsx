// One support plan: its price for the chosen billing period, what it
// includes, and the way to choose it (in Billing, after sign-in).
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import type { SupportPlan } from "../../../contract/pricing";
import { formatCents } from "../../components/format-price";
import { Icon } from "../../icons/icon";
import { supportChoicePath } from "../../links/plan-choice-links";

export interface SupportPlanCardProps {
  plan: SupportPlan;
  isYearly: boolean;
}

function billingNote(plan: SupportPlan, isYearly: boolean): string {
  if (plan.monthlyPriceCents === 0) return "Free with every tier";
  return isYearly ? `${formatCents(plan.yearly.totalAnnualCents)} billed yearly, on top of your tier` : "Billed monthly, on top of your tier";
}

export function SupportPlanCard({ plan, isYearly }: SupportPlanCardProps) {
  const perMonth = isYearly ? plan.yearly.perMonthCents : plan.monthlyPriceCents;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={plan.title}
      sx={{ display: "flex", flexDirection: "column", height: "100%", borderColor: plan.isPopular ? "primary.main" : "divider", borderWidth: plan.isPopular ? 2 : 1 }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1 }}>
          <Typography variant="h5" component="h3">
            {plan.title}
          </Typography>
          {plan.isPopular ? <Chip label="Popular" color="primary" size="small" /> : null}
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          {plan.subtitle}
        </Typography>
        <Typography component="p" sx={{ display: "flex", alignItems: "baseline", gap: 0.5 }}>
          <Box component="span" sx={{ fontSize: "2.5rem", fontWeight: 600, lineHeight: 1.2 }}>
            {formatCents(perMonth)}
          </Box>
          <Box component="span" sx={{ color: "text.secondary" }}>
            /month
          </Box>
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
          {billingNote(plan, isYearly)}
        </Typography>
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {plan.benefits.map((benefit) => (
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
        <Button fullWidth variant={plan.isPopular ? "contained" : "outlined"} component={Link} to={supportChoicePath(plan.id, isYearly)}>
          Choose {plan.title}
        </Button>
      </CardActions>
    </Card>
  );
}
