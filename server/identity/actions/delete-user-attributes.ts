// DeleteUserAttributes: optional profile attributes; the e-mail is required and stays.
import { z } from "zod";
import { readDeletableAttributeNames } from "../attributes";
import { updateUser } from "../store/users";
import { defineAction, member, tokenMember } from "./action";
import { authenticate } from "./guards";

const input = z.object({ AccessToken: tokenMember, UserAttributeNames: z.array(member(1, 32)).max(100) });

export const deleteUserAttributes = defineAction(input, async (context, { AccessToken, UserAttributeNames }) => {
  const { user } = await authenticate(context, AccessToken);
  const names = new Set(readDeletableAttributeNames(UserAttributeNames));
  const attributes = Object.fromEntries(Object.entries(user.attributes).filter(([name]) => !names.has(name)));
  await updateUser(context.service, user.sub, { attributes });
  return {};
});
