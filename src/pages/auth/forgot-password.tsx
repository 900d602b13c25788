// /auth/forgot-password: a reset code by e-mail, then the code and a new
// password, then login. What the identity service refuses is said under the
// field it concerns (describe-identity-error.ts), anything else in a toast.
import { useState, type FormEvent } from "react";
import { navigate, type HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import { TextInput } from "../../components/text-input";
import toast from "react-hot-toast";
import * as identity from "../../identity/identity-client";
import { AuthLink } from "../../auth/screens/auth-link";
import { readEmail } from "../../auth/screens/form-fields";
import { IdentityScreen } from "../../auth/screens/identity-screen";
import { ResetPasswordForm, type PasswordReset } from "../../auth/screens/reset-password-form";
import { SubmitButton } from "../../auth/screens/submit-button";
import { useIdentityAction } from "../../auth/screens/use-identity-action";
import { LOGIN_PATH } from "../../console-routes";

const PASSWORD_RESET_TOAST = "Password reset successfully. Please log in.";

export default function ForgotPasswordPage() {
  const { busy, fieldErrors, run } = useIdentityAction("forgotPassword");
  const [email, setEmail] = useState<string | null>(null);

  const requestCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = readEmail(event.currentTarget);
    void run(async () => {
      await identity.forgotPassword(typed);
      setEmail(typed);
    }, "forgotPassword");
  };

  const reset = ({ code, newPassword }: PasswordReset) =>
    void run(async () => {
      if (email === null) return;
      await identity.confirmPassword(email, code, newPassword);
      toast.success(PASSWORD_RESET_TOAST);
      await navigate(LOGIN_PATH);
    }, "resetPassword");

  return (
    <IdentityScreen
      title={email === null ? "Forgot your password?" : "Set a new password"}
      subtitle={email === null ? "Enter your e-mail address and we will send you a code to set a new password." : "Enter the code from the e-mail and your new password."}
    >
      {email === null ? (
        <Box component="form" noValidate onSubmit={requestCode} sx={{ display: "grid", gap: 2.5 }}>
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            error={fieldErrors.email !== undefined}
            helperText={fieldErrors.email}
            fullWidth
          />
          <SubmitButton busy={busy}>Send reset code</SubmitButton>
        </Box>
      ) : (
        <ResetPasswordForm email={email} busy={busy} fieldErrors={fieldErrors} onSubmit={reset} />
      )}
      <Box sx={{ textAlign: "center" }}>
        <AuthLink to="/auth/login">Back to login</AuthLink>
      </Box>
    </IdentityScreen>
  );
}

export const Head: HeadFC = () => <title>Forgot password | Vector Database Cloud</title>;
