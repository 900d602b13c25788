// The steps that may follow the password (a new password, a code from the
// authenticator, its set-up): loaded only when the identity service asks for
// one, so that the login page's first load carries the password form alone.
import type { SignInFlow } from "./use-sign-in-flow";
import { NewPasswordForm } from "./new-password-form";
import { TotpCodeForm } from "./totp-code-form";
import { TotpSecret } from "./totp-secret";

export default function SignInChallenge({ flow }: { flow: SignInFlow }) {
  if (flow.step === "newPasswordRequired") {
    return <NewPasswordForm busy={flow.busy} error={flow.fieldErrors.newPassword} isNameMissing={flow.isNameMissing} onSubmit={flow.completeNewPassword} />;
  }
  if (flow.step === "totpRequired") return <TotpCodeForm busy={flow.busy} error={flow.fieldErrors.code} submitLabel="Verify and log in" onSubmit={flow.sendTotpCode} />;
  if (flow.step === "mfaSetup" && flow.totpSecret !== null) {
    return (
      <TotpCodeForm busy={flow.busy} error={flow.fieldErrors.code} submitLabel="Verify and log in" onSubmit={flow.finishTotpSetup}>
        <TotpSecret secret={flow.totpSecret} account={flow.email} />
      </TotpCodeForm>
    );
  }
  return null;
}
