// RespondToAuthChallenge: the next step of a sign-in, by challenge name.
import { z } from "zod";
import { CognitoError } from "../errors";
import { answerMfaSetup, answerNewPasswordRequired, answerSelectMfaType, answerSoftwareTokenMfa } from "../sign-in/challenges";
import type { SignInReply } from "../sign-in/complete-sign-in";
import { answerPasswordVerifier } from "../sign-in/srp-flow";
import { clientIdMember, defineAction, type ActionContext } from "./action";
import { requireClient } from "./guards";

type Answer = (context: ActionContext, clientId: string, responses: Record<string, string>, session?: string) => Promise<SignInReply>;

const ANSWERS: Record<string, Answer> = {
  PASSWORD_VERIFIER: (context, clientId, responses) => answerPasswordVerifier(context, clientId, responses),
  SOFTWARE_TOKEN_MFA: answerSoftwareTokenMfa,
  SELECT_MFA_TYPE: answerSelectMfaType,
  MFA_SETUP: answerMfaSetup,
  NEW_PASSWORD_REQUIRED: answerNewPasswordRequired,
};

const CHALLENGE_NAMES = [
  "SMS_MFA",
  "EMAIL_OTP",
  "SOFTWARE_TOKEN_MFA",
  "SELECT_MFA_TYPE",
  "MFA_SETUP",
  "PASSWORD_VERIFIER",
  "CUSTOM_CHALLENGE",
  "SELECT_CHALLENGE",
  "DEVICE_SRP_AUTH",
  "DEVICE_PASSWORD_VERIFIER",
  "ADMIN_NO_SRP_AUTH",
  "NEW_PASSWORD_REQUIRED",
  "SMS_OTP",
  "PASSWORD",
  "WEB_AUTHN",
  "PASSWORD_SRP",
] as const;

const input = z.object({
  ClientId: clientIdMember,
  ChallengeName: z.enum(CHALLENGE_NAMES, { error: `Member must satisfy enum value set: [${CHALLENGE_NAMES.join(", ")}]` }),
  Session: z.string().max(2048).optional(),
  ChallengeResponses: z.record(z.string(), z.string()).optional(),
});

export const respondToAuthChallenge = defineAction(input, async (context, { ClientId, ChallengeName, Session, ChallengeResponses: responses = {} }) => {
  requireClient(context.service, ClientId);
  const answer = ANSWERS[ChallengeName];
  // Challenges this pool never issues (SMS, e-mail codes, custom, device SRP) cannot be answered.
  if (!answer) throw CognitoError.invalidParameter(`${ChallengeName} is not a challenge of this user pool.`);
  return answer(context, ClientId, responses, Session);
});
