// What the control plane asks of the user pool to invite members, as an
// administrator would (Cognito's AdminCreateUser, AdminGetUser,
// AdminDeleteUser): the embedded pool (embedded-pool-admin.ts) or an AWS
// Cognito pool (aws-pool-admin.ts), chosen by settings as the token verifier
// is (pool-token-verifier.ts; create-user-pool-admin.ts): COGNITO_* set, the AWS pool.

/** What the invitation's e-mail says besides the password. */
export interface InvitationLetter {
  organisationName: string;
  /** Who invites, by name or address. */
  invitedBy: string;
  /** How long the invitation stands. */
  validDays: number;
}

export type PoolUserStatus = "invited" | "confirmed" | "other";

export interface UserPoolAdmin {
  /** The account of an address, if it has one: its sub, and whether it still waits for its first password. */
  findUser(email: string): Promise<{ sub: string; status: PoolUserStatus } | undefined>;
  /** Makes the account with a temporary password, sent by e-mail; throws PoolUserExistsError when the address has one. */
  inviteNewUser(email: string, letter: InvitationLetter): Promise<{ sub: string }>;
  /** Tells someone who has an account already that they are invited: they join at their next sign-in. */
  notifyExistingUser(email: string, letter: InvitationLetter): Promise<void>;
  /** Sends a new temporary password (Cognito's RESEND), or the notice again to an account that has chosen a password. */
  resendInvitation(email: string, letter: InvitationLetter): Promise<void>;
  /** Deletes an invited account that never chose its password; leaves any other account as it is. */
  deleteInvitedUser(email: string): Promise<void>;
}

export class PoolUserExistsError extends Error {
  constructor(email: string) {
    super(`${email} has an account already`);
  }
}
