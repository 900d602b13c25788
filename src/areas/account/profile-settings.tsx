// The Account tab: the profile as the identity service holds it.
import { useState } from "react";
import { ProfileForm } from "./profile-form";
import { ProfileLoadState } from "./profile-load-state";
import { EmailVerification } from "./email-verification";
import { PageSection } from "../../components/page-section";
import { useIdentityProfile } from "./use-identity-profile";

export function ProfileSettings() {
  const { state, reload, update } = useIdentityProfile();
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  return (
    <PageSection title="Profile" description="Your name and the e-mail address you sign in with.">
      {state.status !== "ready" ? (
        <ProfileLoadState state={state} onRetry={reload} />
      ) : (
        <ProfileForm
          // A saved change resets the form's fields to what the service now holds.
          key={`${state.profile.givenName}\n${state.profile.familyName}\n${state.profile.email}`}
          profile={state.profile}
          onSaved={(change, emailVerificationPending) => {
            update({ givenName: change.givenName, familyName: change.familyName, email: change.email, emailVerified: !emailVerificationPending });
            setPendingEmail(emailVerificationPending ? change.email : null);
          }}
        />
      )}
      {pendingEmail !== null ? (
        <EmailVerification
          email={pendingEmail}
          onVerified={() => {
            update({ emailVerified: true });
            setPendingEmail(null);
          }}
        />
      ) : null}
    </PageSection>
  );
}
