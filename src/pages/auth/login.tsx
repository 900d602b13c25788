// /auth/login: where visitors without a valid token land (SPEC.md section 2).
// Signing in arrives with the identity service; until then a submit says so
// rather than faking a session.
import { useState, type FormEvent } from "react";
import type { HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { AuthCard } from "../../auth/screens/auth-card";
import { AuthLink } from "../../auth/screens/auth-link";
import { IdentityPendingNotice } from "../../auth/screens/identity-pending-notice";
import { PasswordField } from "../../auth/screens/password-field";

export default function LoginPage() {
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <AuthCard title="Welcome to Vector Database Cloud" subtitle="Log in to manage and query your vector databases.">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
        {submitted ? <IdentityPendingNotice action="Sign-in" /> : null}
        <TextField label="Email" name="email" type="email" autoComplete="email" fullWidth />
        <PasswordField label="Password" name="password" autoComplete="current-password" />
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <AuthLink to="/auth/forgot-password">Forgot password?</AuthLink>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth>
          Login
        </Button>
        <Box sx={{ textAlign: "center" }}>
          <AuthLink to="/auth/register">Create an account</AuthLink>
        </Box>
      </Box>
    </AuthCard>
  );
}

export const Head: HeadFC = () => <title>Login | Vector Database Cloud</title>;
