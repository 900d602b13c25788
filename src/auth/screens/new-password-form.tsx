// NEW_PASSWORD_REQUIRED: a member invited with a temporary password chooses
// their own before the first sign-in completes.
import { useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import { readField } from "./form-fields";
import { NewPasswordField } from "./new-password-field";
import { SubmitButton } from "./submit-button";

/** The identity library's own words for an empty new password (SPEC.md section 5). */
export const NEW_PASSWORD_REQUIRED = "New password is required.";

export interface NewPasswordFormProps {
  busy: boolean;
  /** The identity service's refusal of the password, shown under it. */
  error?: string;
  onSubmit: (newPassword: string) => void;
}

export function NewPasswordForm({ busy, error, onSubmit }: NewPasswordFormProps) {
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const newPassword = readField(event.currentTarget, "newPassword");
    setMissing(newPassword === "");
    if (newPassword !== "") onSubmit(newPassword);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
      <NewPasswordField label="New password" name="newPassword" error={missing ? NEW_PASSWORD_REQUIRED : error} />
      <SubmitButton busy={busy}>Set password and log in</SubmitButton>
    </Box>
  );
}
