// /auth/login: where visitors without a valid token land (SPEC.md section 2),
// and the challenge steps that may follow the password. ?next= names the page
// to open after login (next-path.ts); after the confirmation step the
// navigation's state carries the confirmed address (login-state.ts).
import { lazy, Suspense } from "react";
import type { HeadFC } from "gatsby";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import { readConfirmedEmail } from "../../auth/login-state";
import { readNextPath } from "../../auth/next-path";
import { IdentityScreen } from "../../auth/screens/identity-screen";
import { LoginForm } from "../../auth/screens/login-form";
import { useSignInFlow, type SignInStep } from "../../auth/screens/use-sign-in-flow";
import { useIsHydrated } from "../../components/use-is-hydrated";
import { Icon } from "../../icons/icon";

const SignInChallenge = lazy(() => import(/* webpackChunkName: "sign-in-challenge" */ "../../auth/screens/sign-in-challenge"));

const HEADINGS: Readonly<Record<SignInStep, { title: string; subtitle: string }>> = {
  credentials: { title: "Welcome to Vector Database Cloud", subtitle: "Log in to manage and query your vector databases." },
  newPasswordRequired: { title: "Choose a new password", subtitle: "Your account was created with a temporary password. Choose your own to continue." },
  totpRequired: { title: "Two-step verification", subtitle: "Enter the 6-digit code from your authenticator app." },
  mfaSetup: { title: "Set up two-step verification", subtitle: "Your organisation requires an authenticator app to sign in." },
};

export interface LoginPageProps {
  location: { search: string; state?: unknown };
}

export default function LoginPage({ location }: LoginPageProps) {
  // The server renders without a query or state: hydrate as it did, then read them.
  const isHydrated = useIsHydrated();
  const confirmedEmail = isHydrated ? readConfirmedEmail(location.state) : null;
  const flow = useSignInFlow(readNextPath(isHydrated ? location.search : ""));
  const { title, subtitle } = HEADINGS[flow.step];
  return (
    <IdentityScreen title={title} subtitle={subtitle}>
      {flow.step === "credentials" && confirmedEmail !== null ? (
        // A status, not an alert: good news waits for the screen reader to finish.
        <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 1.5, borderRadius: 1, bgcolor: "success.main", color: "success.contrastText" }}>
          <Icon icon="tabler:circle-check" aria-hidden />
          Your e-mail is confirmed. Log in to continue.
        </Box>
      ) : null}
      {flow.step === "credentials" ? <LoginForm key={confirmedEmail ?? ""} busy={flow.busy} defaultEmail={confirmedEmail ?? undefined} fieldErrors={flow.fieldErrors} onSubmit={flow.signIn} /> : null}
      {flow.step === "credentials" ? null : (
        <Suspense fallback={<LinearProgress aria-label="Loading the next step" />}>
          <SignInChallenge flow={flow} />
        </Suspense>
      )}
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
