// ConfirmSignUp: the code from the sign-up e-mail confirms the user and their address.
import { z } from "zod";
import { CognitoError } from "../errors";
import { consumeCode } from "../store/codes";
import { findUserByUsername, updateUser } from "../store/users";
import { clientIdMember, codeMember, defineAction, usernameMember } from "./action";
import { checkingCode, requireClient } from "./guards";

const input = z.object({
  ClientId: clientIdMember,
  Username: usernameMember,
  ConfirmationCode: codeMember,
  // Accepted as Cognito does; with e-mail as the username there is no alias to move.
  ForceAliasCreation: z.boolean().optional(),
});

export const confirmSignUp = defineAction(input, async (context, { ClientId, Username, ConfirmationCode }) => {
  requireClient(context.service, ClientId);
  await checkingCode(context, Username, async () => {
    const user = await findUserByUsername(context.service, Username);
    // Unknown and already-confirmed users hold no code: the same answer as a wrong code, so nothing is revealed.
    if (!user || user.status !== "UNCONFIRMED") throw CognitoError.codeMismatch();
    await consumeCode(context.service, user.sub, "signup", ConfirmationCode);
    await updateUser(context.service, user.sub, { status: "CONFIRMED", emailVerified: true });
  });
  return {};
});
