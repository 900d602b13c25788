// A date and time in the user's time zone (the browser's own picker), with
// its label always above it: the empty input shows its own placeholder,
// which a label resting inside would cover. What is wrong is either its own
// (`problem`, shown under it) or shared with another field (`problemId`, the
// id of a message shown elsewhere: a range that ends before it starts).
import { useId } from "react";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";

export interface DateTimeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, shown under it. */
  problem?: string | null;
  /** The id of a message elsewhere that says what is wrong, when something is. */
  problemId?: string | null;
}

export function DateTimeField({ label, value, onChange, problem = null, problemId = null }: DateTimeFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const describedBy = problem !== null ? helperId : problemId;
  return (
    <FormControl size="small" error={describedBy !== null} sx={{ width: "15rem" }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="datetime-local"
        label={label}
        notched
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputProps={{ "aria-describedby": describedBy ?? undefined, "aria-invalid": describedBy !== null }}
      />
      {problem === null ? null : <FormHelperText id={helperId}>{problem}</FormHelperText>}
    </FormControl>
  );
}
