// GlobalSignOut: every refresh token of the user is revoked, and every id and access token issued before now is refused.
import { z } from "zod";
import { revokeAllFamilies } from "../store/refresh-tokens";
import { updateUser } from "../store/users";
import { defineAction, tokenMember } from "./action";
import { authenticate } from "./guards";

const input = z.object({ AccessToken: tokenMember });

export const globalSignOut = defineAction(input, async (context, { AccessToken }) => {
  const { user } = await authenticate(context, AccessToken);
  await revokeAllFamilies(context.service, user.sub);
  await updateUser(context.service, user.sub, { tokensValidAfter: new Date() });
  return {};
});
