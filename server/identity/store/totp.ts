// A user's TOTP secret (sealed) and the replay guard: each time step's code is accepted once.
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { identityUsers, type IdentityUser } from "../../db/schema/identity";
import { openSecret, sealSecret } from "../../secrets/secret-box";
import { generateTotpSecret, matchTotp } from "../crypto/totp";
import type { IdentityService } from "../service";
import { updateUser } from "./users";

const context = (sub: string) => `totp:${sub}`;

/** AssociateSoftwareToken: a new secret, pending until a code from it is verified. */
export async function associateTotpSecret(service: IdentityService, sub: string): Promise<string> {
  const secret = generateTotpSecret();
  await updateUser(service, sub, { totpPendingSecretEnc: sealSecret(service.keys.encryption, secret, context(sub)) });
  return secret;
}

/** Checks a code against the pending (being set up) or the registered secret, and uses its time step up. */
export async function acceptTotpCode(service: IdentityService, user: IdentityUser, code: string, which: "pending" | "registered"): Promise<boolean> {
  const sealed = which === "pending" ? user.totpPendingSecretEnc : user.totpSecretEnc;
  if (!sealed) return false;
  const step = matchTotp(openSecret(service.keys.encryption, sealed, context(user.sub)), code);
  if (step === null) return false;
  // One statement: two requests with the same code cannot both pass.
  const used = await service.db
    .update(identityUsers)
    .set({ totpLastStep: step })
    .where(and(eq(identityUsers.sub, user.sub), or(isNull(identityUsers.totpLastStep), lt(identityUsers.totpLastStep, step))))
    .returning({ sub: identityUsers.sub });
  return used.length > 0;
}

/** The pending secret becomes the registered one. */
export async function registerPendingTotp(service: IdentityService, user: IdentityUser, extra: Partial<typeof identityUsers.$inferInsert> = {}): Promise<void> {
  await updateUser(service, user.sub, { totpSecretEnc: user.totpPendingSecretEnc, totpPendingSecretEnc: null, ...extra });
}
