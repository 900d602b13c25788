// The Security tab: password, two-step verification, sessions, deletion.
import Box from "@mui/material/Box";
import { useStoredValue } from "../../session/use-stored-value";
import { ChangePasswordSection } from "./change-password-section";
import { DeleteAccountSection } from "./delete-account-section";
import { SignOutEverywhereSection } from "./sign-out-everywhere-section";
import { TotpSection } from "./totp-section";
import { useIdentityProfile } from "./use-identity-profile";

export function SecuritySettings() {
  const profile = useIdentityProfile();
  const storedEmail = useStoredValue("email");
  const email = profile.state.status === "ready" ? profile.state.profile.email : storedEmail;
  return (
    <Box sx={{ display: "grid", gap: 3, maxWidth: "48rem" }}>
      <ChangePasswordSection />
      <TotpSection profile={profile} />
      <SignOutEverywhereSection />
      <DeleteAccountSection email={email} />
    </Box>
  );
}
