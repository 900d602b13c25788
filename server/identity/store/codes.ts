// Confirmation, reset and verification codes: one live code per user and
// purpose, stored hashed, dead after MAX_CODE_ATTEMPTS wrong tries or its lifetime.
import { and, eq, lt, sql } from "drizzle-orm";
import { identityCodes, type CodePurpose } from "../../db/schema/identity";
import { generateCode, hashCode, isCodeMatch } from "../crypto/codes";
import { CognitoError } from "../errors";
import type { IdentityService } from "../service";

export const MAX_CODE_ATTEMPTS = 5;

export const CODE_LIFETIME_SECONDS: Record<CodePurpose, number> = {
  signup: 24 * 3600,
  reset: 3600,
  verify_email: 24 * 3600,
};

const codePurpose = (purpose: CodePurpose, sub: string) => `${purpose}:${sub}`;

/** A new code, replacing (and so invalidating) any earlier one of the same purpose. */
export async function issueCode(service: IdentityService, sub: string, purpose: CodePurpose): Promise<string> {
  const code = generateCode();
  const values = {
    codeHash: hashCode(service.keys.hashing, codePurpose(purpose, sub), code),
    attempts: 0,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_SECONDS[purpose] * 1000),
    createdAt: new Date(),
  };
  await service.db
    .insert(identityCodes)
    .values({ userSub: sub, purpose, ...values })
    .onConflictDoUpdate({ target: [identityCodes.userSub, identityCodes.purpose], set: values });
  return code;
}

/**
 * Accepts the code once and deletes it; otherwise throws Cognito's answer:
 * CodeMismatchException (wrong, or none issued), ExpiredCodeException, or
 * LimitExceededException once MAX_CODE_ATTEMPTS wrong tries have killed it.
 */
export async function consumeCode(service: IdentityService, sub: string, purpose: CodePurpose, code: string): Promise<void> {
  const where = and(eq(identityCodes.userSub, sub), eq(identityCodes.purpose, purpose));
  const [row] = await service.db.select().from(identityCodes).where(where);
  if (!row) throw CognitoError.codeMismatch();
  if (row.expiresAt.getTime() <= Date.now()) throw CognitoError.expiredCode();
  // The try is counted before the comparison, in one statement: parallel guesses cannot get past the limit.
  const counted = await service.db
    .update(identityCodes)
    .set({ attempts: sql`${identityCodes.attempts} + 1` })
    .where(and(where, lt(identityCodes.attempts, MAX_CODE_ATTEMPTS), eq(identityCodes.codeHash, row.codeHash)))
    .returning({ attempts: identityCodes.attempts });
  if (counted.length === 0) throw CognitoError.attemptLimit();
  if (!isCodeMatch(service.keys.hashing, codePurpose(purpose, sub), code, row.codeHash)) throw CognitoError.codeMismatch();
  const deleted = await service.db
    .delete(identityCodes)
    .where(and(where, eq(identityCodes.codeHash, row.codeHash)))
    .returning({ purpose: identityCodes.purpose });
  // Someone else used it a moment ago: a code works once.
  if (deleted.length === 0) throw CognitoError.codeMismatch();
}

export async function deleteExpiredCodes(service: IdentityService): Promise<void> {
  await service.db.delete(identityCodes).where(lt(identityCodes.expiresAt, new Date()));
}
