// A custom range: its start and end as the user's local date and time,
// checked against the contract's limits before anything is asked (the start
// before the end, no longer than the service serves), with the reason beside
// the field at fault.
import { useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { rangeLengthMs, type RangeChoice } from "./metrics-range";
import { DateTimeField } from "../../components/date-time-field";
import { checkCustomRange, msToLocalDateTime, type CustomRangeCheck, type RangeRules } from "./range-rules";

export interface CustomRangeFormProps {
  /** The range shown, the form's starting values. */
  range: RangeChoice;
  rules: RangeRules | null;
  onApply: (range: RangeChoice) => void;
}

function startingValues(range: RangeChoice): { from: string; to: string } {
  if (range.kind === "custom") return { from: msToLocalDateTime(Date.parse(range.from)), to: msToLocalDateTime(Date.parse(range.to)) };
  const now = Date.now();
  return { from: msToLocalDateTime(now - rangeLengthMs(range)), to: msToLocalDateTime(now) };
}

export function CustomRangeForm({ range, rules, onApply }: CustomRangeFormProps) {
  const [values, setValues] = useState(() => startingValues(range));
  const [problem, setProblem] = useState<Extract<CustomRangeCheck, { ok: false }> | null>(null);

  const change = (field: "from" | "to", value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (rules === null) return;
    const checked = checkCustomRange(values.from, values.to, rules);
    if (!checked.ok) {
      setProblem(checked);
      return;
    }
    onApply({ kind: "custom", from: checked.from, to: checked.to });
  };

  return (
    <Box component="form" noValidate onSubmit={apply} aria-label="Custom range" sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
      <DateTimeField label="From" value={values.from} onChange={(value) => change("from", value)} problem={problem?.field === "from" ? problem.message : null} />
      <DateTimeField label="To" value={values.to} onChange={(value) => change("to", value)} problem={problem?.field === "to" ? problem.message : null} />
      <Button type="submit" variant="contained" disabled={rules === null} sx={{ mt: 0.25 }}>
        Apply
      </Button>
    </Box>
  );
}
