// One labelled radio group of the Theme Customizer.
import { useId, type ReactNode } from "react";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import type { Choice } from "./customizer-choices";

interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  renderLabel?: (choice: Choice<V>) => ReactNode;
}

export function ChoiceGroup<V extends string>({ label, value, choices, onChange, renderLabel }: ChoiceGroupProps<V>) {
  const labelId = useId();
  const select = (next: string) => {
    const choice = choices.find((c) => c.value === next);
    if (choice) onChange(choice.value);
  };
  return (
    <FormControl component="fieldset" sx={{ display: "block", mb: 2.5 }}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 500, color: "text.primary", mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={labelId} value={value} onChange={(event) => select(event.target.value)}>
        {choices.map((choice) => (
          <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={renderLabel ? renderLabel(choice) : choice.label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
