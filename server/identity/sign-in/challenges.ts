// RespondToAuthChallenge's steps after the password: the authenticator code,
// the choice of factor, finishing an MFA set-up, and an invited user's new password.
import type { ActionContext } from "../actions/action";
import { guardSignInStep, recordSignInFailure } from "../actions/guards";
import { readAttributeChanges } from "../attributes";
import { CognitoError } from "../errors";
import { assertPasswordAllowed } from "../password-policy";
import { deleteAuthSession, findAuthSession, recordAuthSessionFailure, type AuthSession } from "../store/auth-sessions";
import { acceptTotpCode } from "../store/totp";
import { findUserBySub, setPassword } from "../store/users";
import { continueWithMfa, finishSignIn, softwareTokenChallenge, SOFTWARE_TOKEN_MFA, type SignInReply, type SignInStep } from "./complete-sign-in";

type Responses = Record<string, string>;

/** The session for this challenge, used up, with its user and the step it continues. */
async function takeSession(context: ActionContext, clientId: string, sessionId: string | undefined, challenge: string, keep = false) {
  const session = await findAuthSession(context.service, sessionId, challenge, clientId);
  const user = session.userSub ? await findUserBySub(context.service, session.userSub) : undefined;
  if (!user) throw CognitoError.notAuthorized();
  if (!keep && !(await deleteAuthSession(context.service, session.idHash))) throw CognitoError.notAuthorized();
  return { session, user, step: stepOf(session, clientId) };
}

function stepOf(session: AuthSession, clientId: string): SignInStep {
  const { state } = session;
  return { clientId, username: state.username, deviceKey: state.deviceKey, authTime: state.authTime ?? Date.now(), offerDevice: true };
}

export async function answerSoftwareTokenMfa(context: ActionContext, clientId: string, responses: Responses, sessionId?: string): Promise<SignInReply> {
  const code = responses.SOFTWARE_TOKEN_MFA_CODE;
  if (!code) throw CognitoError.missingParameter("SOFTWARE_TOKEN_MFA_CODE");
  const { session, user, step } = await takeSession(context, clientId, sessionId, SOFTWARE_TOKEN_MFA, true);
  await guardSignInStep(context, step.username);
  if (!(await acceptTotpCode(context.service, user, code, "registered"))) {
    await recordAuthSessionFailure(context.service, session.idHash);
    await recordSignInFailure(context, step.username);
    throw CognitoError.codeMismatch();
  }
  if (!(await deleteAuthSession(context.service, session.idHash))) throw CognitoError.notAuthorized();
  return finishSignIn(context, user, step);
}

export async function answerSelectMfaType(context: ActionContext, clientId: string, responses: Responses, sessionId?: string): Promise<SignInReply> {
  if (responses.ANSWER !== SOFTWARE_TOKEN_MFA) throw CognitoError.invalidParameter(`Invalid ANSWER: the choices are ${SOFTWARE_TOKEN_MFA}.`);
  const { user, step } = await takeSession(context, clientId, sessionId, "SELECT_MFA_TYPE");
  return softwareTokenChallenge(context, user, step);
}

/** After AssociateSoftwareToken and VerifySoftwareToken with the session: the sign-in completes. */
export async function answerMfaSetup(context: ActionContext, clientId: string, _responses: Responses, sessionId?: string): Promise<SignInReply> {
  const { session, user, step } = await takeSession(context, clientId, sessionId, "MFA_SETUP", true);
  if (!session.state.isTotpVerified) throw CognitoError.invalidParameter("Software token MFA has not been verified for this session.");
  if (!(await deleteAuthSession(context.service, session.idHash))) throw CognitoError.notAuthorized();
  return finishSignIn(context, user, step);
}

export async function answerNewPasswordRequired(context: ActionContext, clientId: string, responses: Responses, sessionId?: string): Promise<SignInReply> {
  const password = responses.NEW_PASSWORD;
  if (!password) throw CognitoError.missingParameter("NEW_PASSWORD");
  assertPasswordAllowed(password, "NEW_PASSWORD");
  const attributes = Object.entries(responses)
    .filter(([name]) => name.startsWith("userAttributes."))
    .map(([name, value]) => ({ Name: name.slice("userAttributes.".length), Value: value }));
  const changes = readAttributeChanges(attributes.filter((attribute) => attribute.Name !== "email"));
  const { user, step } = await takeSession(context, clientId, sessionId, "NEW_PASSWORD_REQUIRED");
  if (user.status !== "FORCE_CHANGE_PASSWORD") throw CognitoError.notAuthorized();
  // The temporary password came by e-mail, so the address is proven.
  await setPassword(context.service, user, password, "CONFIRMED", { emailVerified: true, attributes: { ...user.attributes, ...changes.profile } });
  const updated = await findUserBySub(context.service, user.sub);
  if (!updated) throw CognitoError.notAuthorized();
  return continueWithMfa(context, updated, step);
}
