// The code sent to a new e-mail address: verified with VerifyUserAttribute,
// or sent again. Once verified, the address is the one the console shows.
import type { FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import toast from "react-hot-toast";
import { resendEmailCode, verifyEmail } from "../../identity/identity-client";
import { CodeField } from "../../auth/screens/code-field";
import { readField } from "../../auth/screens/form-fields";
import { SubmitButton } from "../../auth/screens/submit-button";
import { useIdentityAction } from "../../auth/screens/use-identity-action";
import { writeStoredSession } from "../../session/token-storage";

export function EmailVerification({ email, onVerified }: { email: string; onVerified: () => void }) {
  const verifying = useIdentityAction("verifyEmail");
  const resending = useIdentityAction("account");

  const verify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = readField(event.currentTarget, "code").trim();
    void verifying.run(async () => {
      await verifyEmail(code);
      writeStoredSession({ email });
      toast.success("E-mail address verified");
      onVerified();
    });
  };

  const resend = () =>
    void resending.run(async () => {
      await resendEmailCode();
      // A new code: what was said about the old one no longer holds.
      verifying.clearErrors();
      toast.success("Verification code resent successfully!");
    });

  return (
    <Box component="form" noValidate onSubmit={verify} sx={{ display: "grid", gap: 2 }}>
      <Alert severity="info">Enter the code we sent to {email} to start using it.</Alert>
      <CodeField error={verifying.fieldErrors.code} />
      <Box sx={{ display: "flex", gap: 1 }}>
        <SubmitButton busy={verifying.busy} fullWidth={false} size="medium">
          Verify e-mail
        </SubmitButton>
        <Button onClick={resend} disabled={resending.busy} aria-busy={resending.busy}>
          Resend
        </Button>
      </Box>
    </Box>
  );
}
