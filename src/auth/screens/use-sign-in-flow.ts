// The login flow's steps: credentials, then whatever challenge the identity
// service answers with, until a session is issued (SPEC.md section 4).
import { useRef, useState } from "react";
import { navigate } from "gatsby";
import { completeSignIn } from "../complete-sign-in";
import { endLocalSession } from "../../session/end-session";
import * as identity from "../../identity/identity-client";
import { IdentityError } from "../../identity/identity-error";
import type { IdentityFieldErrors, IdentityStep } from "../../identity/describe-identity-error";
import type { SignInResult } from "../../identity/identity-types";
import type { Credentials } from "./login-form";
import type { PersonName } from "./person-name-fields";
import { useIdentityAction } from "./use-identity-action";

export type SignInStep = "credentials" | "newPasswordRequired" | "totpRequired" | "mfaSetup";

export interface SignInFlow {
  step: SignInStep;
  busy: boolean;
  /** What the last failure said about the step's fields. */
  fieldErrors: IdentityFieldErrors;
  email: string;
  /** The authenticator secret while step is mfaSetup. */
  totpSecret: string | null;
  /** At the new-password step: the account has no name yet, so the form asks for it. */
  isNameMissing: boolean;
  signIn: (credentials: Credentials) => void;
  completeNewPassword: (newPassword: string, name?: PersonName) => void;
  sendTotpCode: (code: string) => void;
  finishTotpSetup: (code: string) => void;
  restart: () => void;
}

export function confirmPathFor(email: string): string {
  return `/auth/confirm/?email=${encodeURIComponent(email)}`;
}

/** destination: where a successful login goes (the page asked for, or the dashboard). */
export function useSignInFlow(destination: string): SignInFlow {
  const { busy, fieldErrors, run, clearErrors } = useIdentityAction("signIn");
  const [step, setStep] = useState<SignInStep>("credentials");
  const [totpSecret, setTotpSecret] = useState<string | null>(null);
  const [isNameMissing, setIsNameMissing] = useState(false);
  // A ref for the steps' closures, state for what the screen shows.
  const email = useRef("");
  const [shownEmail, setShownEmail] = useState("");

  const follow = async (result: SignInResult): Promise<void> => {
    if (result.kind === "signedIn") return completeSignIn(result.tokens, email.current, destination);
    if (result.kind === "mfaSetup") setTotpSecret(await identity.beginTotpSetupAtSignIn());
    if (result.kind === "newPasswordRequired") setIsNameMissing(result.isNameMissing === true);
    setStep(result.kind);
  };

  // Every failed step leaves the browser logged out, with nothing stored (SPEC.md section 4).
  const attempt = (step: () => Promise<SignInResult>, errorStep: IdentityStep = "signInChallenge") =>
    void run(async () => {
      try {
        await follow(await step());
      } catch (error) {
        endLocalSession();
        if (error instanceof IdentityError && error.code === "UserNotConfirmedException") void navigate(confirmPathFor(email.current));
        throw error;
      }
    }, errorStep);

  return {
    step,
    busy,
    fieldErrors,
    email: shownEmail,
    totpSecret,
    isNameMissing,
    signIn: ({ email: typed, password }) => {
      email.current = typed;
      setShownEmail(typed);
      attempt(() => identity.signIn(typed, password), "signIn");
    },
    completeNewPassword: (newPassword, name) => attempt(() => (name ? identity.completeNewPassword(newPassword, name) : identity.completeNewPassword(newPassword))),
    sendTotpCode: (code) => attempt(() => identity.sendTotpCode(code)),
    finishTotpSetup: (code) => attempt(() => identity.finishTotpSetupAtSignIn(code)),
    restart: () => {
      clearErrors();
      setStep("credentials");
      setTotpSecret(null);
    },
  };
}
