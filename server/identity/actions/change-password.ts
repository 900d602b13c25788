// ChangePassword: the current password proves it is the user; other sessions end, this one stays.
import { and, eq, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { identityRefreshTokens } from "../../db/schema/identity";
import { verifyPassword } from "../crypto/passwords";
import { CognitoError } from "../errors";
import { assertPasswordAllowed } from "../password-policy";
import { setPassword } from "../store/users";
import { defineAction, passwordMember, tokenMember } from "./action";
import { authenticate, guardSignInStep, recordSignInFailure } from "./guards";

const input = z.object({ AccessToken: tokenMember, PreviousPassword: passwordMember, ProposedPassword: passwordMember });

export const changePassword = defineAction(input, async (context, { AccessToken, PreviousPassword, ProposedPassword }) => {
  const { service } = context;
  const { user, claims } = await authenticate(context, AccessToken);
  assertPasswordAllowed(ProposedPassword, "proposedPassword");
  // A stolen access token must not become a way to guess the password.
  await guardSignInStep(context, user.email);
  if (!(await verifyPassword(user.passwordHash, PreviousPassword))) {
    await recordSignInFailure(context, user.email);
    throw CognitoError.notAuthorized();
  }
  await setPassword(service, user, ProposedPassword, "CONFIRMED");
  await service.db
    .update(identityRefreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(identityRefreshTokens.userSub, user.sub), ne(identityRefreshTokens.originJti, claims.origin_jti), isNull(identityRefreshTokens.revokedAt)));
  return {};
});
