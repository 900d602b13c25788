// A code from the user's authenticator app: the sign-in step of a user with
// TOTP on, and the last step of setting it up.
import type { FormEvent, ReactNode } from "react";
import Box from "@mui/material/Box";
import { CodeField } from "./code-field";
import { readField } from "./form-fields";
import { SubmitButton } from "./submit-button";

export interface TotpCodeFormProps {
  busy: boolean;
  submitLabel: string;
  /** The identity service's refusal of the code, shown under it. */
  error?: string;
  onSubmit: (code: string) => void;
  children?: ReactNode;
}

export function TotpCodeForm({ busy, submitLabel, error, onSubmit, children }: TotpCodeFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(readField(event.currentTarget, "totpCode").trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
      {children}
      <CodeField label="Authenticator code" name="totpCode" error={error} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </Box>
  );
}
