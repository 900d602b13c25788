// Changing plan: a tier and a support plan (with its billing period) chosen,
// preselected from the pricing page's Choose; what changes and from when is
// shown in a dialog that asks to confirm. Members who may not change the plan
// see the controls disabled with the reason.
import { useState } from "react";
import toast from "react-hot-toast";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import type { BillingSummary, ChangePlanBody, SupportBillingPeriod } from "../../../contract/billing";
import { isSelfServiceTier } from "../../../contract/plan-choice";
import { toApiError } from "../../api-client/api-error";
import { useChangePlanMutation } from "../../api-client/billing-queries";
import { AllowedAction } from "../../components/allowed-action";
import { ChoiceSelect } from "../../components/choice-select";
import { PageSection } from "../../components/page-section";
import { supportPrice, tierPrice } from "./billing-words";
import type { PlanChoice } from "../../links/plan-choice-links";
import { describePlanChange } from "./plan-change-words";

export interface PlanChangeProps {
  summary: BillingSummary;
  choice: PlanChoice | null;
  /** Why the member may not change the plan; null when they may. */
  refusal: string | null;
}

function knownOr(value: string | null | undefined, known: readonly string[], fallback: string): string {
  return value && known.includes(value) ? value : fallback;
}

export function PlanChange({ summary, choice, refusal }: PlanChangeProps) {
  const tiers = summary.tiers.filter(isSelfServiceTier);
  const [tier, setTier] = useState(() => knownOr(choice?.tier, tiers.map((option) => option.id), summary.pending?.tier?.id ?? summary.tier.id));
  const [supportPlan, setSupportPlan] = useState(() => knownOr(choice?.supportPlan, summary.supportPlans.map((plan) => plan.id), summary.pending?.supportPlan?.id ?? summary.supportPlan.id));
  const [period, setPeriod] = useState<SupportBillingPeriod>(choice?.period ?? summary.supportPlan.billing);
  const [isConfirming, setIsConfirming] = useState(false);
  const mutation = useChangePlanMutation();

  const target = { tier: summary.pending?.tier?.id ?? summary.tier.id, supportPlan: summary.pending?.supportPlan?.id ?? summary.supportPlan.id };
  const body: ChangePlanBody = {
    ...(tier !== target.tier ? { tier } : {}),
    ...(supportPlan !== target.supportPlan ? { supportPlan } : {}),
    ...(period !== summary.supportPlan.billing ? { supportBilling: period } : {}),
  };
  const lines = describePlanChange(summary, body);
  const hasChange = Object.keys(body).length > 0;

  const confirm = async () => {
    try {
      await mutation.mutateAsync(body);
      toast.success("Plan changed");
      setIsConfirming(false);
    } catch {
      // The dialog shows the service's refusal.
    }
  };

  return (
    <PageSection title="Change plan" description="A change up applies at once. A change down applies from the first of next month (UTC); the month you are in keeps its plan.">
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}>
        <ChoiceSelect label="Tier" value={tier} onChange={setTier} disabled={refusal !== null} choices={tiers.map((option) => ({ value: option.id, label: `${option.name} (${tierPrice(option)})` }))} />
        <ChoiceSelect
          label="Support plan"
          value={supportPlan}
          onChange={setSupportPlan}
          disabled={refusal !== null}
          choices={summary.supportPlans.map((plan) => ({ value: plan.id, label: `${plan.title} (${supportPrice(plan, period)})` }))}
        />
        <ChoiceSelect
          label="Support billed"
          value={period}
          onChange={(value) => setPeriod(value === "yearly" ? "yearly" : "monthly")}
          disabled={refusal !== null}
          choices={[
            { value: "monthly", label: "Monthly" },
            { value: "yearly", label: "Yearly" },
          ]}
        />
      </Box>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        The Enterprise tier is agreed with us: contact us to move to it.
      </Typography>
      <Box>
        <AllowedAction reason={refusal}>
          <Button variant="contained" disabled={!hasChange} onClick={() => {
              mutation.reset();
              setIsConfirming(true);
            }}>
            Review change
          </Button>
        </AllowedAction>
      </Box>
      <Dialog open={isConfirming} onClose={() => {
          if (!mutation.isPending) setIsConfirming(false);
        }} aria-labelledby="plan-change-title" fullWidth maxWidth="sm">
        <DialogTitle id="plan-change-title">Confirm the plan change</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 1.5 }}>
          <Box component="ul" aria-label="What changes" sx={{ m: 0, pl: 3 }}>
            {lines.map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            Your invoices follow the change; nothing is charged now.
          </Typography>
          {mutation.error ? <Alert severity="error">{toApiError(mutation.error).message}</Alert> : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirming(false)} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={mutation.isPending}>
            {mutation.isPending ? "Changing…" : "Change plan"}
          </Button>
        </DialogActions>
      </Dialog>
    </PageSection>
  );
}
