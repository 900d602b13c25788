// GetUserAttributeVerificationCode: a code to the e-mail waiting for verification (or the current one).
import { z } from "zod";
import { CognitoError } from "../errors";
import { sendCode } from "../delivery";
import { defineAction, member, tokenMember } from "./action";
import { authenticate, guardCodeSend } from "./guards";

const input = z.object({ AccessToken: tokenMember, AttributeName: member(1, 32) });

export const getUserAttributeVerificationCode = defineAction(input, async (context, { AccessToken, AttributeName }) => {
  const { user } = await authenticate(context, AccessToken);
  if (AttributeName !== "email") throw CognitoError.invalidParameter(`${AttributeName} cannot be verified: only email can.`);
  await guardCodeSend(context, user.sub);
  return { CodeDeliveryDetails: await sendCode(context.service, user.sub, user.pendingEmail ?? user.email, "verify_email") };
});
