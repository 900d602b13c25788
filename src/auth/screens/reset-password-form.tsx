// The second step of password recovery: the code from the e-mail and the new
// password.
import type { FormEvent } from "react";
import Box from "@mui/material/Box";
import type { IdentityFieldErrors } from "../../identity/describe-identity-error";
import { CodeField } from "./code-field";
import { readField } from "./form-fields";
import { NewPasswordField } from "./new-password-field";
import { SubmitButton } from "./submit-button";

export interface PasswordReset {
  code: string;
  newPassword: string;
}

export interface ResetPasswordFormProps {
  email: string;
  busy: boolean;
  /** The identity service's refusal of the code or the password, shown under it. */
  fieldErrors: IdentityFieldErrors;
  onSubmit: (reset: PasswordReset) => void;
}

export function ResetPasswordForm({ email, busy, fieldErrors, onSubmit }: ResetPasswordFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ code: readField(event.currentTarget, "code"), newPassword: readField(event.currentTarget, "newPassword") });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
      <Box component="p" sx={{ m: 0, typography: "body2" }}>
        If an account exists for <strong>{email}</strong>, a reset code is on its way.
      </Box>
      <CodeField label="Reset code" error={fieldErrors.code} />
      <NewPasswordField label="New password" name="newPassword" error={fieldErrors.newPassword} />
      <SubmitButton busy={busy}>Set new password</SubmitButton>
    </Box>
  );
}
