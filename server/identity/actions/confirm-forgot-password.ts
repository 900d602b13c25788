// ConfirmForgotPassword: the reset code sets a new password and ends every session of the user.
import { z } from "zod";
import { CognitoError } from "../errors";
import { assertPasswordAllowed } from "../password-policy";
import { consumeCode } from "../store/codes";
import { revokeAllFamilies } from "../store/refresh-tokens";
import { findUserByUsername, setPassword } from "../store/users";
import { clientIdMember, codeMember, defineAction, passwordMember, usernameMember } from "./action";
import { checkingCode, requireClient } from "./guards";

const input = z.object({
  ClientId: clientIdMember,
  Username: usernameMember,
  ConfirmationCode: codeMember,
  Password: passwordMember,
});

export const confirmForgotPassword = defineAction(input, async (context, { ClientId, Username, ConfirmationCode, Password }) => {
  const { service } = context;
  requireClient(service, ClientId);
  // Before the code: a rejected password must not use the code up.
  assertPasswordAllowed(Password);
  await checkingCode(context, Username, async () => {
    const user = await findUserByUsername(service, Username);
    if (!user || (user.status !== "CONFIRMED" && user.status !== "RESET_REQUIRED")) throw CognitoError.codeMismatch();
    await consumeCode(service, user.sub, "reset", ConfirmationCode);
    // Receiving the code proves the address.
    await setPassword(service, user, Password, "CONFIRMED", { emailVerified: true });
    // Whoever knew the old password is signed out everywhere.
    await revokeAllFamilies(service, user.sub);
  });
  return {};
});
