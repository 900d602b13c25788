// Password recovery (a code by e-mail, then code and new password) and the
// signed-in user's password change.
import { toIdentityError } from "../identity-error";
import { fromNodeCallback, fromOutcomeCallbacks } from "./callbacks";
import { signedInUser, userNamed } from "./pool";

interface CodeDelivery {
  CodeDeliveryDetails?: { Destination?: string };
}

/** Sends a reset code; resolves with where it went (masked) when the service says. */
export async function forgotPassword(email: string): Promise<string | null> {
  const user = await userNamed(email);
  return new Promise((resolve, reject) => {
    user.forgotPassword({
      onSuccess: (data: CodeDelivery) => resolve(data?.CodeDeliveryDetails?.Destination ?? null),
      onFailure: (error) => reject(toIdentityError(error)),
    });
  });
}

export async function confirmPassword(email: string, code: string, newPassword: string): Promise<void> {
  const user = await userNamed(email);
  await fromOutcomeCallbacks<string>((callbacks) => user.confirmPassword(code, newPassword, callbacks));
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { user } = await signedInUser();
  await fromNodeCallback<string>((done) => user.changePassword(currentPassword, newPassword, done));
}
