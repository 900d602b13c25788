// A field where the user chooses a password (sign-up, reset, change, first
// login), with the pool's rules under it from the start, marked as they type.
import { useEffect, useId, useRef, useState } from "react";
import Box from "@mui/material/Box";
import { PasswordField } from "./password-field";
import { PasswordRules } from "./password-rules";

export interface NewPasswordFieldProps {
  label: string;
  name: string;
  error?: string;
}

export function NewPasswordField({ label, name, error }: NewPasswordFieldProps) {
  const [password, setPassword] = useState("");
  const rulesId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // What was typed (or filled in by a password manager) before the page came
    // to life fired no change React saw: read it once.
    if (inputRef.current?.value) setPassword(inputRef.current.value);
    // form.reset() empties the field without an input event: start the rules over too.
    const form = inputRef.current?.form;
    if (!form) return undefined;
    const clear = () => setPassword("");
    form.addEventListener("reset", clear);
    return () => form.removeEventListener("reset", clear);
  }, []);

  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        error={error}
        describedBy={rulesId}
        inputRef={inputRef}
        onValueChange={setPassword}
      />
      <PasswordRules id={rulesId} password={password} />
    </Box>
  );
}
