// /auth/login: where visitors without a valid token land (SPEC.md section 2),
// and the challenge steps that may follow the password.
import type { HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { IdentityScreen } from "../../auth/screens/identity-screen";
import { LoginForm } from "../../auth/screens/login-form";
import { NewPasswordForm } from "../../auth/screens/new-password-form";
import { TotpCodeForm } from "../../auth/screens/totp-code-form";
import { TotpSecret } from "../../auth/screens/totp-secret";
import { useSignInFlow, type SignInStep } from "../../auth/screens/use-sign-in-flow";

const HEADINGS: Readonly<Record<SignInStep, { title: string; subtitle: string }>> = {
  credentials: { title: "Welcome to Vector Database Cloud", subtitle: "Log in to manage and query your vector databases." },
  newPasswordRequired: { title: "Choose a new password", subtitle: "Your account was created with a temporary password. Choose your own to continue." },
  totpRequired: { title: "Two-step verification", subtitle: "Enter the 6-digit code from your authenticator app." },
  mfaSetup: { title: "Set up two-step verification", subtitle: "Your organisation requires an authenticator app to sign in." },
};

export default function LoginPage() {
  const flow = useSignInFlow();
  const { title, subtitle } = HEADINGS[flow.step];
  return (
    <IdentityScreen title={title} subtitle={subtitle}>
      {flow.step === "credentials" ? <LoginForm busy={flow.busy} onSubmit={flow.signIn} /> : null}
      {flow.step === "newPasswordRequired" ? <NewPasswordForm busy={flow.busy} onSubmit={flow.completeNewPassword} /> : null}
      {flow.step === "totpRequired" ? <TotpCodeForm busy={flow.busy} submitLabel="Verify and log in" onSubmit={flow.sendTotpCode} /> : null}
      {flow.step === "mfaSetup" && flow.totpSecret !== null ? (
        <TotpCodeForm busy={flow.busy} submitLabel="Verify and log in" onSubmit={flow.finishTotpSetup}>
          <TotpSecret secret={flow.totpSecret} account={flow.email} />
        </TotpCodeForm>
      ) : null}
      {flow.step === "credentials" ? null : (
        <Box sx={{ textAlign: "center" }}>
          <Button onClick={flow.restart} disabled={flow.busy}>
            Back to login
          </Button>
        </Box>
      )}
    </IdentityScreen>
  );
}

export const Head: HeadFC = () => <title>Login | Vector Database Cloud</title>;
