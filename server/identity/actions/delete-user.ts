// DeleteUser: the user and everything of theirs in the pool (codes, tokens, devices) go at once.
import { z } from "zod";
import { deleteUser as deleteUserRow } from "../store/users";
import { defineAction, tokenMember } from "./action";
import { authenticate } from "./guards";

const input = z.object({ AccessToken: tokenMember });

export const deleteUser = defineAction(input, async (context, { AccessToken }) => {
  const { user } = await authenticate(context, AccessToken);
  await deleteUserRow(context.service, user.sub);
  return {};
});
