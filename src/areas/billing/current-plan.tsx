// The organisation's tier and support plan, a pending change down, and the
// backups its tier gives.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { BillingSummary } from "../../../contract/billing";
import { formatBackup } from "../../components/format-price";
import { PageSection } from "../../components/page-section";
import { formatDay, supportPrice, tierPrice } from "./billing-words";

export function CurrentPlan({ summary }: { summary: BillingSummary }) {
  const { tier, supportPlan, pending, backups } = summary;
  const pendingParts = [pending?.tier ? `the ${pending.tier.name} tier` : null, pending?.supportPlan ? pending.supportPlan.title : null].filter((part) => part !== null);
  return (
    <PageSection title="Your plan" description="The tier is what your projects may use; the support plan is the help you get, on top of it.">
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <Box>
          <Typography variant="overline" component="p">
            Tier
          </Typography>
          <Typography variant="h5" component="p">
            {tier.name}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {tierPrice(tier)} · Backups: {formatBackup(backups)}
          </Typography>
        </Box>
        <Box>
          <Typography variant="overline" component="p">
            Support plan
          </Typography>
          <Typography variant="h5" component="p">
            {supportPlan.title}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {supportPrice(supportPlan, supportPlan.billing)}
            {supportPlan.monthlyPriceCents > 0 ? `, billed ${supportPlan.billing}` : ""}
          </Typography>
        </Box>
      </Box>
      {pending ? (
        <Alert severity="info">
          From {formatDay(pending.from)}: {pendingParts.join(" and ")}. Until then your current plan stays in force.
        </Alert>
      ) : null}
    </PageSection>
  );
}
