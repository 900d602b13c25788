// Two-step verification with an authenticator app (TOTP): on with
// AssociateSoftwareToken, the app's first code (VerifySoftwareToken) and
// SetUserMFAPreference; off with SetUserMFAPreference.
import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import toast from "react-hot-toast";
import { beginTotpSetup, disableTotp, finishTotpSetup } from "../../identity/identity-client";
import { TotpCodeForm } from "../../auth/screens/totp-code-form";
import { TotpSecret } from "../../auth/screens/totp-secret";
import { useIdentityAction } from "../../auth/screens/use-identity-action";
import { ProfileLoadState } from "./profile-load-state";
import { PageSection } from "../../components/page-section";
import type { IdentityProfileApi } from "./use-identity-profile";

export function TotpSection({ profile: { state, reload, update } }: { profile: IdentityProfileApi }) {
  const { busy, fieldErrors, run } = useIdentityAction("setUpTotp");
  const [secret, setSecret] = useState<string | null>(null);

  const begin = () => void run(async () => setSecret(await beginTotpSetup()));
  const finish = (code: string) =>
    void run(async () => {
      await finishTotpSetup(code);
      setSecret(null);
      update({ totpEnabled: true });
      toast.success("Two-step verification is on");
    });
  const turnOff = () =>
    void run(async () => {
      await disableTotp();
      update({ totpEnabled: false });
      toast.success("Two-step verification is off");
    });

  return (
    <PageSection title="Two-step verification" description="Ask for a code from an authenticator app at every login.">
      {state.status !== "ready" ? (
        <ProfileLoadState state={state} onRetry={reload} />
      ) : state.profile.totpEnabled ? (
        <Box sx={{ display: "grid", gap: 2, justifyItems: "start" }}>
          <Alert severity="success">Two-step verification is on.</Alert>
          <Button variant="outlined" color="error" onClick={turnOff} disabled={busy} aria-busy={busy}>
            Turn off two-step verification
          </Button>
        </Box>
      ) : secret === null ? (
        <Box>
          <Button variant="contained" onClick={begin} disabled={busy} aria-busy={busy}>
            Set up authenticator app
          </Button>
        </Box>
      ) : (
        <TotpCodeForm busy={busy} error={fieldErrors.code} submitLabel="Verify and turn on" onSubmit={finish}>
          <TotpSecret secret={secret} account={state.profile.email} />
        </TotpCodeForm>
      )}
    </PageSection>
  );
}
