// Signed-in users for control-plane tests, and a TokenVerifier that knows
// exactly the tokens handed out here: the network edge (the user pool) is
// replaced, everything behind it (routes, store) is real.
import { randomUUID } from "node:crypto";
import type { SignedInUser, TokenVerifier } from "../../../server/access/token-verifier";
import { AppError } from "../../../server/errors";

export const INVALID_TOKEN_MESSAGE = "The token is invalid or has expired.";

export interface TestUsers {
  tokenVerifier: TokenVerifier;
  /** A new user (unique sub and e-mail, unless given: an invitee's account, say) and a bearer token the verifier accepts for them. */
  signIn(profile?: Partial<SignedInUser>): { user: SignedInUser; token: string };
}

export function createTestUsers(): TestUsers {
  const usersByToken = new Map<string, SignedInUser>();
  return {
    tokenVerifier: {
      async verify(token) {
        const user = usersByToken.get(token);
        if (!user) throw new AppError("unauthorized", INVALID_TOKEN_MESSAGE);
        return user;
      },
    },
    signIn(profile = {}) {
      const sub = profile.sub ?? randomUUID();
      const user: SignedInUser = {
        sub,
        email: `user-${sub.slice(0, 8)}@example.com`,
        username: sub,
        givenName: "Ada",
        familyName: "Lovelace",
        tokenUse: "id",
        ...profile,
      };
      const token = `test-token-${randomUUID()}`;
      usersByToken.set(token, user);
      return { user, token };
    },
  };
}
