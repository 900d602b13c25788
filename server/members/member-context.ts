// What the members' domain functions need: the store, the user pool that
// makes invited accounts (the embedded one or AWS Cognito, by settings), how
// long an invitation stands, and the data plane's key cache, told of keys
// revoked with a member.
import type { ApiKeyForgetter } from "../api-keys/revoke-api-key";
import type { Database } from "../db/client";
import type { UserPoolAdmin } from "../identity/user-pool-admin";

export interface MemberContext {
  db: Database;
  pool: UserPoolAdmin;
  invitationTtlDays: number;
  forgetter?: ApiKeyForgetter;
}

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const MEMBER_NOT_FOUND_MESSAGE = "Member not found";
export const INVITATION_NOT_FOUND_MESSAGE = "Invitation not found";
