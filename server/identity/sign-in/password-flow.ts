// InitiateAuth USER_PASSWORD_AUTH: the password in the request, checked
// against the argon2id hash (or a dummy hash, for a name nobody has).
import type { ActionContext } from "../actions/action";
import { guardSignIn, recordSignInFailure } from "../actions/guards";
import { verifyPassword } from "../crypto/passwords";
import { CognitoError } from "../errors";
import { findUserByUsername } from "../store/users";
import { continueSignIn, type SignInReply } from "./complete-sign-in";

export async function signInWithPassword(
  context: ActionContext,
  { clientId, parameters, offerDevice }: { clientId: string; parameters: Record<string, string>; offerDevice: boolean },
): Promise<SignInReply> {
  const username = parameters.USERNAME;
  const password = parameters.PASSWORD;
  if (!username) throw CognitoError.missingParameter("USERNAME");
  if (!password) throw CognitoError.missingParameter("PASSWORD");
  await guardSignIn(context, username);
  const user = await findUserByUsername(context.service, username);
  // Always one argon2 verification, so an unknown name takes as long as a wrong password.
  const isValid = await verifyPassword(user?.passwordHash ?? context.service.dummyPasswordHash, password);
  if (!user || !isValid) {
    await recordSignInFailure(context, username);
    throw CognitoError.notAuthorized();
  }
  return continueSignIn(context, user, { clientId, username, deviceKey: parameters.DEVICE_KEY, authTime: Date.now(), offerDevice });
}
