// /auth/forgot-password: asks for the e-mail address a reset code goes to.
// Password reset arrives with the identity service; until then a submit says
// so rather than pretending a code was sent.
import { useState, type FormEvent } from "react";
import type { HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import { AuthCard } from "../../auth/screens/auth-card";
import { AuthLink } from "../../auth/screens/auth-link";
import { IdentityPendingNotice } from "../../auth/screens/identity-pending-notice";

export default function ForgotPasswordPage() {
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your e-mail address and we will send you a code to set a new password.">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5 }}>
        {submitted ? <IdentityPendingNotice action="Password reset" /> : null}
        <TextField label="Email" name="email" type="email" autoComplete="email" fullWidth />
        <Button type="submit" variant="contained" size="large" fullWidth>
          Send reset code
        </Button>
        <Box sx={{ textAlign: "center" }}>
          <AuthLink to="/auth/login">Back to login</AuthLink>
        </Box>
      </Box>
    </AuthCard>
  );
}

export const Head: HeadFC = () => <title>Forgot password | Vector Database Cloud</title>;
