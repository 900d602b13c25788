// REFRESH_TOKEN_AUTH: new id and access tokens of the same family. The
// refresh token itself is not rotated (Cognito's default), so none is returned.
import type { ActionContext } from "../actions/action";
import { CognitoError, MESSAGES } from "../errors";
import { findRefreshToken } from "../store/refresh-tokens";
import { findUserBySub } from "../store/users";
import { issueTokens } from "../tokens/issue-tokens";

export async function refreshSession(context: ActionContext, clientId: string, parameters: Record<string, string>) {
  const { service } = context;
  const token = parameters.REFRESH_TOKEN;
  if (!token) throw CognitoError.missingParameter("REFRESH_TOKEN");
  const family = await findRefreshToken(service, token);
  if (!family || family.clientId !== clientId) throw CognitoError.notAuthorized(MESSAGES.invalidRefreshToken);
  if (family.revokedAt) throw CognitoError.notAuthorized(MESSAGES.revokedRefreshToken);
  if (family.expiresAt.getTime() <= Date.now()) throw CognitoError.notAuthorized(MESSAGES.expiredRefreshToken);
  const user = await findUserBySub(service, family.userSub);
  if (!user || user.status !== "CONFIRMED") throw CognitoError.notAuthorized(MESSAGES.invalidRefreshToken);
  const result = await issueTokens(service, user, family);
  return { ChallengeParameters: {}, AuthenticationResult: result };
}
