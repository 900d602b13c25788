// The identity service's shared state: settings, store, keys, and the pool's
// fixed names. Built once per store (the Cognito endpoint, /api/auth routes and
// the token verifier share it) and handed to every action.
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { createDummyPasswordHash } from "./crypto/passwords";
import { deriveIdentityKeys, loadSecretKey, type IdentityKeys } from "../secrets/secret-key";
import { EMBEDDED_CLIENT_ID, EMBEDDED_USER_POOL_ID } from "./embedded-pool";
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from "./rate-limits";
import { loadSigningKeys, type SigningKeyRing } from "./tokens/signing-keys";

/** OPTIONAL: users choose TOTP. ON: every user must set it up at sign-in (MFA_SETUP). */
export type MfaMode = "OPTIONAL" | "ON";

export interface IdentityOptions {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Overrides of DEFAULT_RATE_LIMITS (tests lower them). */
  limits?: Partial<RateLimitSettings>;
  mfa?: MfaMode;
}

export interface IdentityService {
  config: Config;
  db: Database;
  mailer: Mailer;
  keys: IdentityKeys;
  signing: SigningKeyRing;
  poolId: string;
  /** The part of the pool id after "_": what SRP hashes with. */
  poolName: string;
  clientId: string;
  /** `${publicUrl}/identity/<poolId>`: the iss of every token. */
  issuer: string;
  limits: RateLimitSettings;
  mfaMode: MfaMode;
  dummyPasswordHash: string;
}

export function issuerFor(config: Pick<Config, "publicUrl">, poolId = EMBEDDED_USER_POOL_ID): string {
  return `${config.publicUrl}/identity/${poolId}`;
}

export async function createIdentityService(options: IdentityOptions): Promise<IdentityService> {
  const keys = deriveIdentityKeys(await loadSecretKey(options.config));
  const [signing, dummyPasswordHash] = await Promise.all([loadSigningKeys(options.db, keys.encryption), createDummyPasswordHash()]);
  return {
    config: options.config,
    db: options.db,
    mailer: options.mailer,
    keys,
    signing,
    poolId: EMBEDDED_USER_POOL_ID,
    poolName: EMBEDDED_USER_POOL_ID.split("_")[1] ?? "",
    clientId: EMBEDDED_CLIENT_ID,
    issuer: issuerFor(options.config),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.limits },
    mfaMode: options.mfa ?? "OPTIONAL",
    dummyPasswordHash,
  };
}

