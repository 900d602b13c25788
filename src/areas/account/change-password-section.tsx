// ChangePassword: the current password proves it is the user, the new one
// follows the pool's policy (the service says what is wrong with it, under
// the field it concerns).
import type { FormEvent } from "react";
import Box from "@mui/material/Box";
import toast from "react-hot-toast";
import { changePassword } from "../../identity/identity-client";
import { readField } from "../../auth/screens/form-fields";
import { NewPasswordField } from "../../auth/screens/new-password-field";
import { PasswordField } from "../../auth/screens/password-field";
import { SubmitButton } from "../../auth/screens/submit-button";
import { useIdentityAction } from "../../auth/screens/use-identity-action";
import { PageSection } from "../../components/page-section";

export function ChangePasswordSection() {
  const { busy, fieldErrors, run } = useIdentityAction("changePassword");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void run(async () => {
      await changePassword(readField(form, "currentPassword"), readField(form, "newPassword"));
      form.reset();
      toast.success("Password changed");
    });
  };
  return (
    <PageSection title="Password" description="Change the password you log in with.">
      <Box component="form" noValidate onSubmit={submit} sx={{ display: "grid", gap: 2.5, maxWidth: "28rem" }}>
        <PasswordField label="Current password" name="currentPassword" autoComplete="current-password" error={fieldErrors.password} />
        <NewPasswordField label="New password" name="newPassword" error={fieldErrors.newPassword} />
        <Box>
          <SubmitButton busy={busy} fullWidth={false} size="medium">
            Change password
          </SubmitButton>
        </Box>
      </Box>
    </PageSection>
  );
}
