// Sign-in between steps: the client holds a random session id (Cognito's
// Session, or SRP's SECRET_BLOCK); the store holds its hash, the challenge
// expected next, and the sealed state the next step needs.
import { randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { identityAuthSessions } from "../../db/schema/identity";
import { hashToken } from "../crypto/codes";
import { openSecret, sealSecret } from "../../secrets/secret-box";
import { CognitoError, MESSAGES } from "../errors";
import type { IdentityService } from "../service";

/** Cognito's default: a challenge must be answered within 3 minutes. */
export const AUTH_SESSION_SECONDS = 3 * 60;
const MAX_SESSION_FAILURES = 5;

export interface AuthSessionState {
  /** The name the client signed in with: the per-user rate limit counts under it. */
  username: string;
  /** USER_ID_FOR_SRP: the sub, or a stable fake one for an unknown user. */
  userIdForSrp: string;
  /** SRP_A as the client sent it, and the server's side of the exchange. */
  srpA?: string;
  srp?: { secretHex: string; publicHex: string; saltHex: string; verifierHex: string };
  /** MFA_SETUP: the software token has been verified, RespondToAuthChallenge may finish. */
  isTotpVerified?: boolean;
  deviceKey?: string;
  /** When the password was proven (epoch ms): the tokens' auth_time. */
  authTime?: number;
}

export interface AuthSession {
  idHash: string;
  userSub: string | null;
  clientId: string;
  challenge: string;
  state: AuthSessionState;
}

const stateContext = (idHash: string) => `auth-session:${idHash}`;

export async function createAuthSession(
  service: IdentityService,
  session: { userSub: string | null; clientId: string; challenge: string; state: AuthSessionState },
): Promise<string> {
  // Standard base64: for SRP the id is also the SECRET_BLOCK, which the client decodes as base64.
  const id = randomBytes(64).toString("base64");
  const idHash = hashToken(service.keys.hashing, id);
  await service.db.insert(identityAuthSessions).values({
    idHash,
    userSub: session.userSub,
    clientId: session.clientId,
    challenge: session.challenge,
    stateEnc: sealSecret(service.keys.encryption, JSON.stringify(session.state), stateContext(idHash)),
    expiresAt: new Date(Date.now() + AUTH_SESSION_SECONDS * 1000),
  });
  return id;
}

/** The live session for this id and challenge, or NotAuthorizedException as Cognito words it. */
export async function findAuthSession(service: IdentityService, id: string | undefined, challenge: string, clientId: string): Promise<AuthSession> {
  if (!id) throw CognitoError.notAuthorized(MESSAGES.invalidSession);
  const idHash = hashToken(service.keys.hashing, id);
  const [row] = await service.db.select().from(identityAuthSessions).where(eq(identityAuthSessions.idHash, idHash));
  if (!row || row.expiresAt.getTime() <= Date.now() || row.challenge !== challenge || row.clientId !== clientId) {
    throw CognitoError.notAuthorized(MESSAGES.invalidSession);
  }
  const state = JSON.parse(openSecret(service.keys.encryption, row.stateEnc, stateContext(idHash))) as AuthSessionState;
  return { idHash, userSub: row.userSub, clientId: row.clientId, challenge: row.challenge, state };
}

/** A session is answered once: the next step, if any, gets a new one. */
export async function deleteAuthSession(service: IdentityService, idHash: string): Promise<boolean> {
  const deleted = await service.db.delete(identityAuthSessions).where(eq(identityAuthSessions.idHash, idHash)).returning({ idHash: identityAuthSessions.idHash });
  return deleted.length > 0;
}

/** A wrong MFA code leaves the session usable a few times, then ends it. */
export async function recordAuthSessionFailure(service: IdentityService, idHash: string): Promise<void> {
  const [row] = await service.db
    .update(identityAuthSessions)
    .set({ attempts: sql`${identityAuthSessions.attempts} + 1` })
    .where(eq(identityAuthSessions.idHash, idHash))
    .returning({ attempts: identityAuthSessions.attempts });
  if (row && row.attempts >= MAX_SESSION_FAILURES) await deleteAuthSession(service, idHash);
}

export async function deleteExpiredAuthSessions(service: IdentityService): Promise<void> {
  await service.db.delete(identityAuthSessions).where(lt(identityAuthSessions.expiresAt, new Date()));
}
