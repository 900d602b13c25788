// The identity service's master secret: from IDENTITY_SECRET_KEY, or generated
// once into DATA_DIR/identity-secret.key (mode 0600). Everything secret the
// service keeps (SRP verifiers, TOTP secrets, the signing key) is encrypted
// with keys derived from it, and codes are hashed with it, so a copy of the
// database alone gives none of them away.
import { hkdfSync, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config";

export const SECRET_KEY_FILE = "identity-secret.key";

export interface IdentityKeys {
  /** AES-256-GCM key for secrets at rest. */
  encryption: Buffer;
  /** HMAC key for codes, refresh tokens and session ids. */
  hashing: Buffer;
  /** HMAC key for the fake SRP salts and ids of unknown users (stable, so they cannot be told apart). */
  decoy: Buffer;
}

export async function loadSecretKey(config: Pick<Config, "dataDir" | "identity">): Promise<Buffer> {
  if (config.identity.secretKey) return parseKey(config.identity.secretKey);
  const file = path.join(config.dataDir, SECRET_KEY_FILE);
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    // "wx": create only if absent, so two processes starting together keep one key.
    await fs.writeFile(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const text = (await fs.readFile(file, "utf8")).trim();
  const key = parseKey(text);
  return key;
}

function parseKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32) throw new Error("The identity secret key must be 32 bytes (64 hex digits or 44 base64 characters)");
  return key;
}

export function deriveIdentityKeys(secret: Buffer): IdentityKeys {
  const derive = (purpose: string) => Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), `vdbcloud identity ${purpose}`, 32));
  return { encryption: derive("encryption"), hashing: derive("hashing"), decoy: derive("decoy") };
}
