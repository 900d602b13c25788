// AssociateSoftwareToken and VerifySoftwareToken: setting up an authenticator
// app, either signed in (AccessToken) or during sign-in (Session, MFA_SETUP).
import { z } from "zod";
import type { IdentityUser } from "../../db/schema/identity";
import { CognitoError } from "../errors";
import { createAuthSession, deleteAuthSession, findAuthSession, type AuthSession } from "../store/auth-sessions";
import { acceptTotpCode, associateTotpSecret, registerPendingTotp } from "../store/totp";
import { findUserBySub } from "../store/users";
import { defineAction, member, sessionMember, tokenMember, type ActionContext } from "./action";
import { authenticate, checkingCode } from "./guards";

const MFA_SETUP = "MFA_SETUP";

/** The user behind an access token or a MFA_SETUP session (exactly one of them). */
async function resolveCaller(context: ActionContext, accessToken?: string, sessionId?: string): Promise<{ user: IdentityUser; session?: AuthSession }> {
  if (accessToken && !sessionId) return { user: (await authenticate(context, accessToken)).user };
  if (!sessionId || accessToken) throw CognitoError.invalidParameter("Exactly one of AccessToken and Session is required.");
  // A set-up session belongs to the app client that started the sign-in.
  const session = await findAuthSession(context.service, sessionId, MFA_SETUP, context.service.clientId);
  const user = session.userSub ? await findUserBySub(context.service, session.userSub) : undefined;
  if (!user) throw CognitoError.notAuthorized();
  return { user, session };
}

/** Each step of a sign-in set-up answers with a new session; the old one is used up. */
async function nextSession(context: ActionContext, session: AuthSession, isTotpVerified: boolean): Promise<string> {
  if (!(await deleteAuthSession(context.service, session.idHash))) throw CognitoError.notAuthorized();
  return createAuthSession(context.service, {
    userSub: session.userSub,
    clientId: session.clientId,
    challenge: MFA_SETUP,
    state: { ...session.state, isTotpVerified },
  });
}

const associateInput = z.object({ AccessToken: tokenMember.optional(), Session: sessionMember });

export const associateSoftwareToken = defineAction(associateInput, async (context, { AccessToken, Session }) => {
  const { user, session } = await resolveCaller(context, AccessToken, Session);
  const secret = await associateTotpSecret(context.service, user.sub);
  return session ? { SecretCode: secret, Session: await nextSession(context, session, false) } : { SecretCode: secret };
});

const verifyInput = z.object({
  AccessToken: tokenMember.optional(),
  Session: sessionMember,
  UserCode: member(6, 6).regex(/^\d+$/, "Member must satisfy regular expression pattern: [0-9]+"),
  FriendlyDeviceName: z.string().max(131072).optional(),
});

export const verifySoftwareToken = defineAction(verifyInput, async (context, { AccessToken, Session, UserCode }) => {
  const { user, session } = await resolveCaller(context, AccessToken, Session);
  if (!user.totpPendingSecretEnc) throw CognitoError.invalidParameter("No software token has been associated with this user.");
  await checkingCode(context, user.sub, async () => {
    if (!(await acceptTotpCode(context.service, user, UserCode, "pending"))) {
      throw new CognitoError("EnableSoftwareTokenMFAException", "Code mismatch");
    }
  });
  // Signed in, the factor is registered and SetUserMFAPreference turns it on (as in Cognito);
  // set up during sign-in, it is on at once, or the sign-in could not require it.
  await registerPendingTotp(context.service, user, session ? { mfaEnabled: true, preferredMfa: "SOFTWARE_TOKEN_MFA" } : {});
  return session ? { Status: "SUCCESS", Session: await nextSession(context, session, true) } : { Status: "SUCCESS" };
});
