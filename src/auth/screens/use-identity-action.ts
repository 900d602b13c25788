// Runs one identity action at a time for a form: busy while it runs, a second
// submit ignored (a ref, so even a double click before the re-render counts),
// and a failure in words a person reads (describe-identity-error.ts): beside
// the field it concerns, and in an error toast where the specification names
// one (sign-up, confirmation, resend and login failures, SPEC.md section 8) or
// where no one field is concerned. A new attempt, and so every success, clears
// the errors of the one before: a login that works leaves no stale "Incorrect
// username or password." beside its "login successfully".
import { useCallback, useEffect, useId, useRef, useState } from "react";
import toast from "react-hot-toast";
import type { IdentityFieldErrors, IdentityStep } from "../../identity/describe-identity-error";

export interface IdentityAction {
  busy: boolean;
  /** The last failure's message for each field it concerns. */
  fieldErrors: IdentityFieldErrors;
  /** Resolves with the action's value, or undefined when it failed (the error is shown) or one was running. */
  run: <T>(action: () => Promise<T>, step?: IdentityStep) => Promise<T | undefined>;
  /** Forgets the last failure (a new code was sent, say). */
  clearErrors: () => void;
}

/** The steps whose failures the specification shows in a toast, whatever field they concern. */
const TOASTED_STEPS: ReadonlySet<IdentityStep> = new Set(["signUp", "confirmSignUp", "resendCode", "signIn", "signInChallenge"]);

const NO_FIELD_ERRORS: IdentityFieldErrors = {};

/** step: what the form does, for the words of its errors; run may name another (the login's challenges). */
export function useIdentityAction(step: IdentityStep): IdentityAction {
  const running = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<IdentityFieldErrors>(NO_FIELD_ERRORS);
  // One toast per form: a second failure replaces the first, a success removes it.
  const toastId = `identity-error-${useId()}`;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const clearErrors = useCallback(() => {
    toast.dismiss(toastId);
    setFieldErrors(NO_FIELD_ERRORS);
  }, [toastId]);

  const run = useCallback(
    async <T,>(action: () => Promise<T>, runStep: IdentityStep = step): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setBusy(true);
      clearErrors();
      try {
        return await action();
      } catch (error) {
        // The words for failures load with the first failure: no page's first load carries them.
        const { describeIdentityError } = await import("../../identity/describe-identity-error");
        const problem = describeIdentityError(error, runStep);
        const concernsAField = Object.keys(problem.fields).length > 0;
        if (TOASTED_STEPS.has(runStep) || !concernsAField) toast.error(problem.message, { id: toastId });
        if (mounted.current) setFieldErrors(problem.fields);
        return undefined;
      } finally {
        running.current = false;
        // The action may have navigated away.
        if (mounted.current) setBusy(false);
      }
    },
    [step, toastId, clearErrors],
  );

  return { busy, fieldErrors, run, clearErrors };
}
