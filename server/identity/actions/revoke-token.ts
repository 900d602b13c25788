// RevokeToken: a refresh token and its family (the id and access tokens issued from it).
import { z } from "zod";
import { CognitoError } from "../errors";
import { findRefreshToken, revokeFamily } from "../store/refresh-tokens";
import { clientIdMember, defineAction, tokenMember } from "./action";
import { requireClient } from "./guards";

const input = z.object({ Token: tokenMember, ClientId: clientIdMember, ClientSecret: z.string().optional() });

export const revokeToken = defineAction(input, async (context, { Token, ClientId }) => {
  requireClient(context.service, ClientId);
  const family = await findRefreshToken(context.service, Token);
  if (!family) {
    // Only refresh tokens can be revoked; an unknown one is already as good as revoked (RFC 7009), and the client retries errors.
    if (Token.split(".").length === 3) throw new CognitoError("UnsupportedTokenTypeException", "Unsupported token type");
    return {};
  }
  if (family.clientId !== ClientId) throw CognitoError.notAuthorized("Client is not authorized to revoke this token");
  await revokeFamily(context.service, family.originJti);
  return {};
});
