// Owner registration (SPEC.md sections 1 and 3): e-mail, password, given and
// family name. The password rules show under the field as the user types; an
// empty name is refused here; the identity service judges every field, and
// what it refuses is said under that field.
import { useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import { TextInput } from "../../components/text-input";
import type { IdentityFieldErrors } from "../../identity/describe-identity-error";
import { AuthLink } from "./auth-link";
import { readEmail, readField } from "./form-fields";
import { NewPasswordField } from "./new-password-field";
import { findMissingNames, focusFirstMissingName, NAME_INPUTS, PersonNameFields } from "./person-name-fields";
import { SubmitButton } from "./submit-button";

export interface SignUpDetails {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export interface SignUpFormProps {
  busy: boolean;
  /** The identity service's refusal of each field, shown under it. */
  fieldErrors: IdentityFieldErrors;
  onSubmit: (details: SignUpDetails) => void;
}

export function SignUpForm({ busy, fieldErrors, onSubmit }: SignUpFormProps) {
  const [missingNames, setMissingNames] = useState<IdentityFieldErrors>({});
  const errors = { ...fieldErrors, ...missingNames };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const details = {
      email: readEmail(form),
      password: readField(form, "password"),
      givenName: readField(form, NAME_INPUTS.givenName).trim(),
      familyName: readField(form, NAME_INPUTS.familyName).trim(),
    };
    const missing = findMissingNames(details);
    setMissingNames(missing);
    if (Object.keys(missing).length > 0) {
      focusFirstMissingName(form, missing);
      return;
    }
    onSubmit(details);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
      <PersonNameFields errors={errors} />
      <TextInput label="Email" name="email" type="email" autoComplete="email" error={errors.email !== undefined} helperText={errors.email} fullWidth />
      <NewPasswordField label="Password" name="password" error={errors.newPassword} />
      <SubmitButton busy={busy}>Create account</SubmitButton>
      <Box sx={{ textAlign: "center" }}>
        <AuthLink to="/auth/login">Already have an account? Log in</AuthLink>
      </Box>
    </Box>
  );
}
