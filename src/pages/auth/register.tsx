// /auth/register: owner registration (SPEC.md sections 1 and 3: email,
// password, given and family name). Sign-up arrives with the identity
// service; until then a submit says so rather than pretending.
import { useState, type FormEvent } from "react";
import type { HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { AuthCard } from "../../auth/screens/auth-card";
import { AuthLink } from "../../auth/screens/auth-link";
import { IdentityPendingNotice } from "../../auth/screens/identity-pending-notice";
import { PasswordField } from "../../auth/screens/password-field";

export default function RegisterPage() {
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <AuthCard title="Create an account" subtitle="Register as the owner of a new Vector Database Cloud account.">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
        {submitted ? <IdentityPendingNotice action="Sign-up" /> : null}
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextField label="Given name" name="given_name" autoComplete="given-name" fullWidth />
          <TextField label="Family name" name="family_name" autoComplete="family-name" fullWidth />
        </Box>
        <TextField label="Email" name="email" type="email" autoComplete="email" fullWidth />
        <PasswordField label="Password" name="password" autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" fullWidth>
          Create account
        </Button>
        <Box sx={{ textAlign: "center" }}>
          <AuthLink to="/auth/login">Already have an account? Log in</AuthLink>
        </Box>
      </Box>
    </AuthCard>
  );
}

export const Head: HeadFC = () => <title>Create an account | Vector Database Cloud</title>;
