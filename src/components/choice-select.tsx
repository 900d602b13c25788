// A labelled choice among a few options, as the browser's own select inside
// the outlined box every text input has: light (no menu, popover or focus
// trap in the page's chunk), keyboard-usable everywhere, and read by screen
// readers as a plain combo box. Its label can be hidden where a table's
// header already says it. Data Import's mapping and Metrics' filters use it. (MUI's NativeSelect would bring its own input
// variants into the chunks that Search and Datasets share.)
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from "react";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import type { InputBaseComponentProps } from "@mui/material/InputBase";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { SxProps, Theme } from "@mui/material/styles";

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  /** The label is read out but not shown (a table's header shows it). */
  isLabelHidden?: boolean;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
}

/** The input InputBase renders: a select, given the attributes InputBase gives its input. */
const NativeChoices = forwardRef<HTMLSelectElement, InputBaseComponentProps>(function NativeChoices(props, ref) {
  return <select ref={ref} {...(props as SelectHTMLAttributes<HTMLSelectElement>)} />;
});

export function ChoiceSelect({ label, value, choices, onChange, helperText, error, disabled, isLabelHidden = false, size, sx }: ChoiceSelectProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper` : undefined;
  return (
    <FormControl error={error} disabled={disabled} size={size} sx={sx}>
      {isLabelHidden ? null : (
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        label={isLabelHidden ? undefined : label}
        notched={!isLabelHidden}
        inputComponent={NativeChoices}
        inputProps={{
          "aria-describedby": helperId,
          ...(isLabelHidden ? { "aria-label": label } : {}),
          children: choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          )),
        }}
        sx={{ "& select": { cursor: disabled ? "default" : "pointer" } }}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
