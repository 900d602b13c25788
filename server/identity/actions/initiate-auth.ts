// InitiateAuth: starts a sign-in (SRP or plain password) or refreshes a session.
import { z } from "zod";
import { CognitoError } from "../errors";
import { signInWithPassword } from "../sign-in/password-flow";
import { refreshSession } from "../sign-in/refresh-flow";
import { startSrpSignIn } from "../sign-in/srp-flow";
import { clientIdMember, defineAction } from "./action";
import { requireClient } from "./guards";

const AUTH_FLOWS = [
  "USER_SRP_AUTH",
  "REFRESH_TOKEN_AUTH",
  "REFRESH_TOKEN",
  "CUSTOM_AUTH",
  "ADMIN_NO_SRP_AUTH",
  "USER_PASSWORD_AUTH",
  "ADMIN_USER_PASSWORD_AUTH",
  "USER_AUTH",
] as const;

const input = z.object({
  AuthFlow: z.enum(AUTH_FLOWS, { error: `Member must satisfy enum value set: [${AUTH_FLOWS.join(", ")}]` }),
  ClientId: clientIdMember,
  AuthParameters: z.record(z.string(), z.string()).optional(),
});

export const initiateAuth = defineAction(input, async (context, { AuthFlow, ClientId, AuthParameters: parameters = {} }) => {
  requireClient(context.service, ClientId);
  switch (AuthFlow) {
    case "USER_SRP_AUTH":
      return startSrpSignIn(context, ClientId, parameters);
    case "USER_PASSWORD_AUTH":
      return signInWithPassword(context, { clientId: ClientId, parameters, offerDevice: true });
    case "REFRESH_TOKEN_AUTH":
    case "REFRESH_TOKEN":
      return refreshSession(context, ClientId, parameters);
    case "CUSTOM_AUTH":
    case "USER_AUTH":
      throw CognitoError.invalidParameter(`${AuthFlow} flow not enabled for this client`);
    default:
      // The ADMIN_* flows belong to AdminInitiateAuth, which this endpoint does not serve.
      throw CognitoError.invalidParameter("Initiate Auth method not supported.");
  }
});
