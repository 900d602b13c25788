// A one-time code input: six digits by e-mail or from an authenticator app.
// The code is sent as typed (SPEC.md section 5); the service judges it.
import { TextInput } from "../../components/text-input";

export interface CodeFieldProps {
  label?: string;
  name?: string;
  /** The identity service's refusal of the code, shown under it. */
  error?: string;
}

export function CodeField({ label = "Verification code", name = "code", error }: CodeFieldProps) {
  return (
    <TextInput
      label={label}
      name={name}
      autoComplete="one-time-code"
      fullWidth
      error={error !== undefined}
      helperText={error}
      inputProps={{ inputMode: "numeric", maxLength: 10, spellCheck: false }}
    />
  );
}
