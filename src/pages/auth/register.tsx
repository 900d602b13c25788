// /auth/register: owner registration, then the confirmation-code step
// (SPEC.md section 4, Application flow 2).
import { useState } from "react";
import { navigate, type HeadFC } from "gatsby";
import toast from "react-hot-toast";
import * as identity from "../../identity/identity-client";
import { ConfirmSignUpForm } from "../../auth/screens/confirm-sign-up-form";
import { IdentityScreen } from "../../auth/screens/identity-screen";
import { SignUpForm, type SignUpDetails } from "../../auth/screens/sign-up-form";
import { useIdentityAction } from "../../auth/screens/use-identity-action";
import { LOGIN_PATH } from "../../console-routes";

export default function RegisterPage() {
  const { busy, fieldErrors, run } = useIdentityAction("signUp");
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const register = ({ email, password, givenName, familyName }: SignUpDetails) =>
    void run(async () => {
      const result = await identity.signUp(email, password, givenName, familyName);
      toast.success("sign up successfully");
      // A pool that confirms on its own sends no code.
      if (result.userConfirmed) await navigate(LOGIN_PATH);
      else setRegisteredEmail(email);
    });

  if (registeredEmail !== null) {
    return (
      <IdentityScreen title="Confirm your e-mail" subtitle="Enter the code we sent you to activate your account.">
        <ConfirmSignUpForm email={registeredEmail} />
      </IdentityScreen>
    );
  }
  return (
    <IdentityScreen title="Create an account" subtitle="Register as the owner of a new Vector Database Cloud account.">
      <SignUpForm busy={busy} fieldErrors={fieldErrors} onSubmit={register} />
    </IdentityScreen>
  );
}

export const Head: HeadFC = () => <title>Create an account | Vector Database Cloud</title>;
