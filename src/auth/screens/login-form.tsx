// The credentials step of login. The e-mail may come filled in (after the
// confirmation step); the form keeps no state, so a new address needs a new key.
import type { FormEvent } from "react";
import Box from "@mui/material/Box";
import { TextInput } from "../../components/text-input";
import type { IdentityFieldErrors } from "../../identity/describe-identity-error";
import { AuthLink } from "./auth-link";
import { readEmail, readField } from "./form-fields";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";

export interface Credentials {
  email: string;
  password: string;
}

export interface LoginFormProps {
  busy: boolean;
  defaultEmail?: string;
  /** The identity service's refusal of a field, shown under it. */
  fieldErrors?: IdentityFieldErrors;
  onSubmit: (credentials: Credentials) => void;
}

export function LoginForm({ busy, defaultEmail, fieldErrors = {}, onSubmit }: LoginFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ email: readEmail(event.currentTarget), password: readField(event.currentTarget, "password") });
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={defaultEmail}
        error={fieldErrors.email !== undefined}
        helperText={fieldErrors.email}
        fullWidth
      />
      <PasswordField label="Password" name="password" autoComplete="current-password" error={fieldErrors.password} />
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <AuthLink to="/auth/forgot-password">Forgot password?</AuthLink>
      </Box>
      <SubmitButton busy={busy}>Login</SubmitButton>
      <Box sx={{ textAlign: "center" }}>
        <AuthLink to="/auth/register">Create an account</AuthLink>
      </Box>
    </Box>
  );
}
