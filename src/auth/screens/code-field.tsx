// A one-time code input: six digits by e-mail or from an authenticator app.
// The code is sent as typed (SPEC.md section 5); the service judges it.
import { TextInput } from "../../components/text-input";

export function CodeField({ label = "Verification code", name = "code" }: { label?: string; name?: string }) {
  return (
    <TextInput
      label={label}
      name={name}
      autoComplete="one-time-code"
      fullWidth
      inputProps={{ inputMode: "numeric", maxLength: 10, spellCheck: false }}
    />
  );
}
