// UpdateUserAttributes: profile attributes at once; a new e-mail only after its code is verified
// (it is the sign-in name, so an unverified address must not replace it).
import { z } from "zod";
import { readAttributeChanges } from "../attributes";
import { sendCode } from "../delivery";
import { normalizeEmail, updateUser } from "../store/users";
import { attributeListMember, defineAction, tokenMember } from "./action";
import { authenticate, guardCodeSend } from "./guards";

const input = z.object({ AccessToken: tokenMember, UserAttributes: attributeListMember });

export const updateUserAttributes = defineAction(input, async (context, { AccessToken, UserAttributes }) => {
  const { user } = await authenticate(context, AccessToken);
  const changes = readAttributeChanges(UserAttributes);
  const newEmail = changes.email !== undefined ? normalizeEmail(changes.email) : undefined;
  const isEmailChange = newEmail !== undefined && newEmail !== user.email;
  if (isEmailChange) await guardCodeSend(context, user.sub);
  await updateUser(context.service, user.sub, {
    attributes: { ...user.attributes, ...changes.profile },
    ...(isEmailChange ? { pendingEmail: newEmail } : {}),
  });
  if (!isEmailChange) return {};
  return { CodeDeliveryDetailsList: [await sendCode(context.service, user.sub, newEmail, "verify_email")] };
});
