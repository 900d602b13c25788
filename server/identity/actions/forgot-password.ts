// ForgotPassword: a reset code by e-mail to a confirmed user.
import { z } from "zod";
import { deliveryDetails, sendCode } from "../delivery";
import { findUserByUsername } from "../store/users";
import { clientIdMember, defineAction, usernameMember } from "./action";
import { guardCodeSend, requireClient } from "./guards";

const input = z.object({ ClientId: clientIdMember, Username: usernameMember });

export const forgotPassword = defineAction(input, async (context, { ClientId, Username }) => {
  requireClient(context.service, ClientId);
  await guardCodeSend(context, Username);
  const user = await findUserByUsername(context.service, Username);
  if (user && (user.status === "CONFIRMED" || user.status === "RESET_REQUIRED")) {
    return { CodeDeliveryDetails: await sendCode(context.service, user.sub, user.email, "reset") };
  }
  // Unknown, unconfirmed or invited users get the same reply and no code: nothing tells them apart.
  return { CodeDeliveryDetails: deliveryDetails(Username) };
});
