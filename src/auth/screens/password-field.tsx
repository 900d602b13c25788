// A password input with a show/hide toggle, so that users can check what they
// typed on a phone keyboard.
import { useId, useState, type Ref } from "react";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { TextInput } from "../../components/text-input";
import { Icon } from "../../icons/icon";

export interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
  /** A message under the field; the field is marked invalid while it is set. */
  error?: string;
  /** The id of more text that describes the field (such as the password rules). */
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Called with what is typed; the form still reads the value by name. */
  onValueChange?: (value: string) => void;
}

export function PasswordField({ label, name, autoComplete, error, describedBy, inputRef, onValueChange }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const errorId = `${id}-helper-text`;
  const descriptionIds = [error === undefined ? null : errorId, describedBy ?? null].filter((part) => part !== null).join(" ");
  return (
    <TextInput
      id={id}
      label={label}
      name={name}
      type={visible ? "text" : "password"}
      autoComplete={autoComplete}
      fullWidth
      error={error !== undefined}
      helperText={error}
      inputRef={inputRef}
      onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
      inputProps={descriptionIds ? { "aria-describedby": descriptionIds } : undefined}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            // One label with a pressed state, as the ARIA toggle-button pattern asks.
            aria-label="Show password"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <Icon icon="tabler:eye-off" /> : <Icon icon="tabler:eye" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
