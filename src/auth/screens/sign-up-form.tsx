// Owner registration (SPEC.md sections 1 and 3): e-mail, password, given and
// family name. The password rules show under the field as the user types; the
// identity service still judges every field, and its messages are shown.
import type { FormEvent } from "react";
import Box from "@mui/material/Box";
import { TextInput } from "../../components/text-input";
import { AuthLink } from "./auth-link";
import { readEmail, readField } from "./form-fields";
import { NewPasswordField } from "./new-password-field";
import { SubmitButton } from "./submit-button";

export interface SignUpDetails {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export function SignUpForm({ busy, onSubmit }: { busy: boolean; onSubmit: (details: SignUpDetails) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    onSubmit({
      email: readEmail(form),
      password: readField(form, "password"),
      givenName: readField(form, "given_name").trim(),
      familyName: readField(form, "family_name").trim(),
    });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextInput label="Given name" name="given_name" autoComplete="given-name" fullWidth />
        <TextInput label="Family name" name="family_name" autoComplete="family-name" fullWidth />
      </Box>
      <TextInput label="Email" name="email" type="email" autoComplete="email" fullWidth />
      <NewPasswordField label="Password" name="password" />
      <SubmitButton busy={busy}>Create account</SubmitButton>
      <Box sx={{ textAlign: "center" }}>
        <AuthLink to="/auth/login">Already have an account? Log in</AuthLink>
      </Box>
    </Box>
  );
}
