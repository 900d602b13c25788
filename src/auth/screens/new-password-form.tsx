// NEW_PASSWORD_REQUIRED: a member invited with a temporary password chooses
// their own before the first sign-in completes, with the pool's rules shown as
// on sign-up, and gives their name when the invitation made the account from
// an address alone.
import { useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import type { IdentityFieldErrors } from "../../identity/describe-identity-error";
import { readField } from "./form-fields";
import { NewPasswordField } from "./new-password-field";
import { findMissingNames, focusFirstMissingName, NAME_INPUTS, PersonNameFields, type PersonName } from "./person-name-fields";
import { SubmitButton } from "./submit-button";

/** The identity library's own words for an empty new password (SPEC.md section 5). */
export const NEW_PASSWORD_REQUIRED = "New password is required.";

export interface NewPasswordFormProps {
  busy: boolean;
  /** The identity service's refusal of the password, shown under it. */
  error?: string;
  /** Ask for the given and family name too. */
  isNameMissing?: boolean;
  onSubmit: (newPassword: string, name?: PersonName) => void;
}

export function NewPasswordForm({ busy, error, isNameMissing = false, onSubmit }: NewPasswordFormProps) {
  const [missing, setMissing] = useState(false);
  const [nameErrors, setNameErrors] = useState<IdentityFieldErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const newPassword = readField(form, "newPassword");
    const name = isNameMissing ? { givenName: readField(form, NAME_INPUTS.givenName).trim(), familyName: readField(form, NAME_INPUTS.familyName).trim() } : undefined;
    const missingNames = name ? findMissingNames(name) : {};
    setMissing(newPassword === "");
    setNameErrors(missingNames);
    if (Object.keys(missingNames).length > 0) {
      focusFirstMissingName(form, missingNames);
      return;
    }
    if (newPassword !== "") onSubmit(newPassword, name);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
      {isNameMissing ? <PersonNameFields errors={nameErrors} /> : null}
      <NewPasswordField label="New password" name="newPassword" error={missing ? NEW_PASSWORD_REQUIRED : error} />
      <SubmitButton busy={busy}>Set password and log in</SubmitButton>
    </Box>
  );
}
