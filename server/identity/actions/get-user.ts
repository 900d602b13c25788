// GetUser: the signed-in user's attributes and MFA settings.
import { z } from "zod";
import { userAttributes } from "../store/users";
import { defineAction, tokenMember } from "./action";
import { authenticate } from "./guards";

const input = z.object({ AccessToken: tokenMember });

export const getUser = defineAction(input, async (context, { AccessToken }) => {
  const { user } = await authenticate(context, AccessToken);
  const hasTotp = user.mfaEnabled && user.totpSecretEnc !== null;
  return {
    Username: user.sub,
    UserAttributes: userAttributes(user),
    MFAOptions: [],
    ...(hasTotp ? { UserMFASettingList: ["SOFTWARE_TOKEN_MFA"] } : {}),
    ...(hasTotp && user.preferredMfa ? { PreferredMfaSetting: user.preferredMfa } : {}),
  };
});
