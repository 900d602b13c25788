// Given name, family name and e-mail address, saved with UpdateUserAttributes.
// A new address is used only after it is verified (email-verification.tsx).
import type { FormEvent } from "react";
import Box from "@mui/material/Box";
import { TextInput } from "../../components/text-input";
import toast from "react-hot-toast";
import { updateProfile } from "../../identity/identity-client";
import type { IdentityProfile, ProfileChange } from "../../identity/identity-types";
import { readEmail, readField } from "../../auth/screens/form-fields";
import { SubmitButton } from "../../auth/screens/submit-button";
import { useIdentityAction } from "../../auth/screens/use-identity-action";

export interface ProfileFormProps {
  profile: IdentityProfile;
  onSaved: (change: ProfileChange, emailVerificationPending: boolean) => void;
}

export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { busy, run } = useIdentityAction();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const change = { givenName: readField(form, "given_name").trim(), familyName: readField(form, "family_name").trim(), email: readEmail(form) };
    void run(async () => {
      const { emailVerificationPending } = await updateProfile(change, profile.email);
      toast.success(emailVerificationPending ? "Profile saved. Check your new e-mail address for a code." : "Profile saved");
      onSaved(change, emailVerificationPending);
    });
  };
  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: "grid", gap: 2.5 }}>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextInput label="Given name" name="given_name" autoComplete="given-name" defaultValue={profile.givenName} fullWidth />
        <TextInput label="Family name" name="family_name" autoComplete="family-name" defaultValue={profile.familyName} fullWidth />
      </Box>
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={profile.email}
        helperText={profile.emailVerified ? "Verified" : "Not verified yet"}
        fullWidth
      />
      <Box>
        <SubmitButton busy={busy} fullWidth={false} size="medium">
          Save changes
        </SubmitButton>
      </Box>
    </Box>
  );
}
