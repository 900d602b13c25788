// A labelled choice of the rule form: the browser's own select in MUI's
// outlined box (keyboard-usable, read as a combo box), with its help or problem below.
import TextField from "@mui/material/TextField";

export interface RuleSelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  helperText?: string;
  error?: string;
  disabled?: boolean;
}

export function RuleSelect({ label, value, options, onChange, helperText, error, disabled }: RuleSelectProps) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
