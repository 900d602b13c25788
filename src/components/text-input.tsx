// A labelled text box: MUI's FormControl, InputLabel, OutlinedInput and
// FormHelperText, wired as TextField wires them (the label names the input,
// the helper text describes it). TextField itself also carries its select
// mode (Select, Menu, Popover, Modal, a focus trap: about 12 kB gzip) into
// every page that shows a text box, so pages use this one and keep TextField
// for real selects.
import { useId, type ReactNode } from "react";
import FormControl, { type FormControlProps } from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";

type InputProps = Pick<
  OutlinedInputProps,
  | "autoComplete"
  | "autoFocus"
  | "defaultValue"
  | "endAdornment"
  | "inputProps"
  | "inputRef"
  | "maxRows"
  | "minRows"
  | "multiline"
  | "name"
  | "onBlur"
  | "onChange"
  | "onKeyDown"
  | "placeholder"
  | "readOnly"
  | "startAdornment"
  | "type"
  | "value"
>;

export interface TextInputProps extends InputProps, Pick<FormControlProps, "disabled" | "error" | "fullWidth" | "required" | "size" | "sx"> {
  label: ReactNode;
  helperText?: ReactNode;
  /** The input's id; one is made up when absent. */
  id?: string;
}

export function TextInput({ label, helperText, id: givenId, disabled, error, fullWidth, required, size, sx, ...input }: TextInputProps) {
  const madeUpId = useId();
  const id = givenId ?? madeUpId;
  const hasHelperText = helperText !== undefined && helperText !== null && helperText !== false && helperText !== "";
  const helperTextId = hasHelperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" disabled={disabled} error={error} fullWidth={fullWidth} required={required} size={size} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} fullWidth={fullWidth} {...input} />
      {hasHelperText ? <FormHelperText id={helperTextId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
