// VerifyUserAttribute: the code proves the e-mail; a pending new address becomes the user's e-mail.
import { z } from "zod";
import { CognitoError, MESSAGES } from "../errors";
import { consumeCode } from "../store/codes";
import { findUserByUsername, updateUser } from "../store/users";
import { codeMember, defineAction, member, tokenMember } from "./action";
import { authenticate, checkingCode } from "./guards";

const input = z.object({ AccessToken: tokenMember, AttributeName: member(1, 32), Code: codeMember });

export const verifyUserAttribute = defineAction(input, async (context, { AccessToken, AttributeName, Code }) => {
  const { service } = context;
  const { user } = await authenticate(context, AccessToken);
  if (AttributeName !== "email") throw CognitoError.invalidParameter(`${AttributeName} cannot be verified: only email can.`);
  await checkingCode(context, user.sub, () => consumeCode(service, user.sub, "verify_email", Code));
  if (!user.pendingEmail) {
    await updateUser(service, user.sub, { emailVerified: true });
    return {};
  }
  const holder = await findUserByUsername(service, user.pendingEmail);
  if (holder && holder.sub !== user.sub) throw new CognitoError("AliasExistsException", MESSAGES.usernameExists);
  try {
    await updateUser(service, user.sub, { email: user.pendingEmail, pendingEmail: null, emailVerified: true });
  } catch (error) {
    // Taken between the check and the update: the unique index decides.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505") {
      throw new CognitoError("AliasExistsException", MESSAGES.usernameExists);
    }
    throw error;
  }
  return {};
});
