// Given name, family name and e-mail address, saved with UpdateUserAttributes.
// Empty names are refused as at sign-up. A saved name reaches the profile
// menu at once: the session is renewed for an id token that carries it. A new
// address is used only after it is verified (email-verification.tsx).
import { useState, type FormEvent } from "react";
import Box from "@mui/material/Box";
import { TextInput } from "../../components/text-input";
import toast from "react-hot-toast";
import { updateProfile } from "../../identity/identity-client";
import type { IdentityFieldErrors } from "../../identity/describe-identity-error";
import type { IdentityProfile, ProfileChange } from "../../identity/identity-types";
import { renewStoredSession } from "../../session/renew-session";
import { readEmail, readField } from "../../auth/screens/form-fields";
import { findMissingNames, focusFirstMissingName, NAME_INPUTS, PersonNameFields } from "../../auth/screens/person-name-fields";
import { SubmitButton } from "../../auth/screens/submit-button";
import { useIdentityAction } from "../../auth/screens/use-identity-action";

export interface ProfileFormProps {
  profile: IdentityProfile;
  onSaved: (change: ProfileChange, emailVerificationPending: boolean) => void;
}

export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const { busy, fieldErrors, run, clearErrors } = useIdentityAction("updateProfile");
  const [missingNames, setMissingNames] = useState<IdentityFieldErrors>({});
  const errors = { ...fieldErrors, ...missingNames };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const change = {
      givenName: readField(form, NAME_INPUTS.givenName).trim(),
      familyName: readField(form, NAME_INPUTS.familyName).trim(),
      email: readEmail(form),
    };
    const missing = findMissingNames(change);
    setMissingNames(missing);
    if (Object.keys(missing).length > 0) {
      clearErrors();
      focusFirstMissingName(form, missing);
      return;
    }
    void run(async () => {
      const { emailVerificationPending } = await updateProfile(change, profile.email);
      // The id token names the user in the profile menu. A renewal that fails
      // only delays the new name to the next login: the profile is saved.
      await renewStoredSession("forced");
      toast.success(emailVerificationPending ? "Profile saved. Check your new e-mail address for a code." : "Profile saved");
      onSaved(change, emailVerificationPending);
    });
  };
  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: "grid", gap: 2.5 }}>
      <PersonNameFields defaults={profile} errors={errors} />
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={profile.email}
        error={errors.email !== undefined}
        helperText={errors.email ?? (profile.emailVerified ? "Verified" : "Not verified yet")}
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
