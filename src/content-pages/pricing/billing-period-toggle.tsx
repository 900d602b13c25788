// Monthly or yearly billing for the plan cards. Without JavaScript the switch
// cannot change anything, so it is disabled and the monthly prices show.
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { useIsHydrated } from "../../components/use-is-hydrated";

export interface BillingPeriodToggleProps {
  isYearly: boolean;
  onChange: (isYearly: boolean) => void;
}

export function BillingPeriodToggle({ isYearly, onChange }: BillingPeriodToggleProps) {
  const isHydrated = useIsHydrated();
  return (
    <FormControlLabel
      control={<Switch checked={isYearly} onChange={(event) => onChange(event.target.checked)} disabled={!isHydrated} />}
      label="Billed annually"
    />
  );
}
