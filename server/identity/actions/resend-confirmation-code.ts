// ResendConfirmationCode: a new sign-up code; the old one stops working.
import { z } from "zod";
import { deliveryDetails, sendCode } from "../delivery";
import { findUserByUsername } from "../store/users";
import { clientIdMember, defineAction, usernameMember } from "./action";
import { guardCodeSend, requireClient } from "./guards";

const input = z.object({ ClientId: clientIdMember, Username: usernameMember });

export const resendConfirmationCode = defineAction(input, async (context, { ClientId, Username }) => {
  requireClient(context.service, ClientId);
  await guardCodeSend(context, Username);
  const user = await findUserByUsername(context.service, Username);
  if (user?.status === "UNCONFIRMED") {
    return { CodeDeliveryDetails: await sendCode(context.service, user.sub, user.email, "signup") };
  }
  // Unknown or already confirmed: the same reply, so it does not tell who has an account.
  return { CodeDeliveryDetails: deliveryDetails(Username) };
});
