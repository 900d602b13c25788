// Users of the embedded pool. Pools that sign in by e-mail give each user a
// generated username (the sub); both the sub and the e-mail find the user.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { identityUsers, type IdentityUser, type UserStatus } from "../../db/schema/identity";
import { hashPassword } from "../crypto/passwords";
import { openSecret, sealSecret } from "../../secrets/secret-box";
import { createVerifier } from "../crypto/srp";
import { CognitoError, MESSAGES } from "../errors";
import type { IdentityService } from "../service";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function normalizeEmail(email: string): string {
  return email.toLowerCase();
}

/** By sub (what the client sends after an SRP sign-in) or by e-mail, case-insensitively. */
export async function findUserByUsername(service: IdentityService, username: string): Promise<IdentityUser | undefined> {
  const condition = UUID.test(username) ? eq(identityUsers.sub, username.toLowerCase()) : eq(identityUsers.email, normalizeEmail(username));
  const rows = await service.db.select().from(identityUsers).where(condition).limit(1);
  return rows[0];
}

export async function findUserBySub(service: IdentityService, sub: string): Promise<IdentityUser | undefined> {
  if (!UUID.test(sub)) return undefined;
  const rows = await service.db.select().from(identityUsers).where(eq(identityUsers.sub, sub)).limit(1);
  return rows[0];
}

/** Everything stored about a password: the argon2id hash (USER_PASSWORD_AUTH) and the sealed SRP verifier. */
async function passwordColumns(service: IdentityService, sub: string, password: string) {
  const verifier = createVerifier(service.poolName, sub, password);
  return {
    passwordHash: await hashPassword(password),
    srpSalt: verifier.saltHex,
    srpVerifierEnc: sealSecret(service.keys.encryption, verifier.verifierHex, `srp:${sub}`),
  };
}

export function openSrpVerifier(service: IdentityService, user: IdentityUser): string {
  return openSecret(service.keys.encryption, user.srpVerifierEnc, `srp:${user.sub}`);
}

export interface NewUser {
  email: string;
  password: string;
  attributes: Record<string, string>;
  status: UserStatus;
}

export async function insertUser(service: IdentityService, user: NewUser): Promise<IdentityUser> {
  const sub = randomUUID();
  const rows = await service.db
    .insert(identityUsers)
    .values({ sub, email: normalizeEmail(user.email), status: user.status, attributes: user.attributes, ...(await passwordColumns(service, sub, user.password)) })
    .onConflictDoNothing({ target: identityUsers.email })
    .returning();
  const inserted = rows[0];
  if (!inserted) throw new CognitoError("UsernameExistsException", MESSAGES.usernameExists);
  return inserted;
}

export async function updateUser(service: IdentityService, sub: string, changes: Partial<typeof identityUsers.$inferInsert>): Promise<void> {
  await service.db
    .update(identityUsers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(identityUsers.sub, sub));
}

export async function setPassword(
  service: IdentityService,
  user: IdentityUser,
  password: string,
  status: UserStatus,
  extra: Partial<typeof identityUsers.$inferInsert> = {},
): Promise<void> {
  await updateUser(service, user.sub, { ...(await passwordColumns(service, user.sub, password)), status, ...extra });
}

export async function deleteUser(service: IdentityService, sub: string): Promise<void> {
  await service.db.delete(identityUsers).where(eq(identityUsers.sub, sub));
}

/** Cognito's user attributes, as GetUser and the challenge parameters list them. */
export function userAttributes(user: IdentityUser): { Name: string; Value: string }[] {
  return [
    { Name: "sub", Value: user.sub },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
    { Name: "email", Value: user.email },
    { Name: "email_verified", Value: String(user.emailVerified) },
  ];
}
