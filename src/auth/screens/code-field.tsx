// A one-time code input: six digits by e-mail or from an authenticator app.
// The code is sent as typed (SPEC.md section 5); the service judges it.
import TextField from "@mui/material/TextField";

export function CodeField({ label = "Verification code", name = "code" }: { label?: string; name?: string }) {
  return (
    <TextField
      label={label}
      name={name}
      autoComplete="one-time-code"
      fullWidth
      slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 10, spellCheck: false } }}
    />
  );
}
