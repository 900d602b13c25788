// A password input with a show/hide toggle, so that users can check what they
// typed on a phone keyboard.
import { useState } from "react";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { Icon } from "../../icons/icon";

export interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: "current-password" | "new-password";
  /** A message under the field; the field is marked invalid while it is set. */
  error?: string;
}

export function PasswordField({ label, name, autoComplete, error }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      name={name}
      type={visible ? "text" : "password"}
      autoComplete={autoComplete}
      fullWidth
      error={error !== undefined}
      helperText={error}
      slotProps={{
        input: {
          endAdornment: (
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
          ),
        },
      }}
    />
  );
}
