// One end of the Activity tab's time range: the browser's own date and time
// picker, in the reader's time zone, with its label always above it (the
// empty input shows its own placeholder, which a resting label would cover).
// Metrics has the same field for its custom range; areas do not share files.
import { useId } from "react";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";

export interface ActivityTimeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of what is wrong with the range, when something is. */
  problemId: string | null;
}

export function ActivityTimeField({ label, value, onChange, problemId }: ActivityTimeFieldProps) {
  const id = useId();
  return (
    <FormControl size="small" error={problemId !== null} sx={{ width: "14rem" }}>
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
        inputProps={{ "aria-describedby": problemId ?? undefined, "aria-invalid": problemId !== null }}
      />
    </FormControl>
  );
}
