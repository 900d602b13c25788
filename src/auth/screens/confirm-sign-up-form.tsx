// The confirmation-code step of sign-up (SPEC.md section 4, Application flow
// 2-3): the code from the e-mail, a way to have it sent again, then login,
// which says the address is confirmed and has it filled in.
import type { FormEvent } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { TextInput } from "../../components/text-input";
import { navigate } from "gatsby";
import toast from "react-hot-toast";
import { LOGIN_PATH } from "../../console-routes";
import * as identity from "../../identity/identity-client";
import { confirmedLoginState } from "../login-state";
import { CodeField } from "./code-field";
import { readEmail, readField } from "./form-fields";
import { SubmitButton } from "./submit-button";
import { useIdentityAction } from "./use-identity-action";

export interface ConfirmSignUpFormProps {
  /** The address the code went to; when it is not known the form asks for it. */
  email: string | null;
}

export function ConfirmSignUpForm({ email }: ConfirmSignUpFormProps) {
  const confirming = useIdentityAction("confirmSignUp");
  const resending = useIdentityAction("resendCode");
  // The latest attempt's word on each field: a resend's refusal of the address, a confirmation's of the code.
  const errors = { ...resending.fieldErrors, ...confirming.fieldErrors };

  const emailOf = (form: HTMLFormElement | null): string => email ?? (form ? readEmail(form) : "");

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    resending.clearErrors();
    void confirming.run(async () => {
      const confirmedEmail = emailOf(form);
      await identity.confirmSignUp(confirmedEmail, readField(form, "code"));
      toast.success("email successfully Confirmed!");
      await navigate(LOGIN_PATH, { state: confirmedLoginState(confirmedEmail) });
    });
  };

  const resend = (form: HTMLFormElement | null) =>
    void resending.run(async () => {
      await identity.resendConfirmationCode(emailOf(form));
      // A new code: what was said about the old one no longer holds.
      confirming.clearErrors();
      toast.success("Verification code resent successfully!");
    });

  return (
    <Box component="form" noValidate onSubmit={confirm} sx={{ display: "grid", gap: 2.5 }}>
      {email === null ? (
        <TextInput label="Email" name="email" type="email" autoComplete="email" error={errors.email !== undefined} helperText={errors.email} fullWidth />
      ) : (
        <Box component="p" sx={{ m: 0, typography: "body2" }}>
          We sent a code to <strong>{email}</strong>.
        </Box>
      )}
      <CodeField label="Confirmation code" error={errors.code} />
      <SubmitButton busy={confirming.busy}>Confirm e-mail</SubmitButton>
      <Box sx={{ display: "flex", justifyContent: "center", alignItems: "center", gap: 1, typography: "body2" }}>
        Didn&apos;t get the code?
        <Button
          size="small"
          disabled={resending.busy}
          aria-busy={resending.busy}
          onClick={(event) => resend(event.currentTarget.closest("form"))}
        >
          Resend
        </Button>
      </Box>
    </Box>
  );
}
