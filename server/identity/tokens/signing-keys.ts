// The RS256 key that signs id and access tokens: generated once, kept in the
// store sealed with the identity secret key, so every instance and every
// restart signs with the same key and old tokens stay verifiable.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { asc } from "drizzle-orm";
import { calculateJwkThumbprint, type JWK } from "jose";
import type { Database } from "../../db/client";
import { identitySigningKeys } from "../../db/schema/identity";
import { openSecret, sealSecret } from "../../secrets/secret-box";

export interface PublicSigningKey {
  kid: string;
  jwk: JWK;
  key: KeyObject;
}

export interface SigningKeyRing {
  /** The key new tokens are signed with. */
  kid: string;
  privateKey: KeyObject;
  /** Every key whose tokens are still accepted, by kid. */
  publicKeys: ReadonlyMap<string, PublicSigningKey>;
}

const sealContext = (kid: string) => `signing-key:${kid}`;

export async function loadSigningKeys(db: Database, encryptionKey: Buffer): Promise<SigningKeyRing> {
  let rows = await selectKeys(db);
  if (rows.length === 0) {
    await insertNewKey(db, encryptionKey);
    rows = await selectKeys(db);
  }
  // Two instances starting at once may both insert one; all of them then sign with the oldest.
  const [current] = rows;
  if (!current) throw new Error("identity: no signing key could be stored");
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(openSecret(encryptionKey, current.privateKeyEnc, sealContext(current.kid)));
  } catch (error) {
    throw new Error(
      "identity: the token signing key in the store cannot be opened with this identity secret key " +
        "(IDENTITY_SECRET_KEY or DATA_DIR/identity-secret.key changed?)",
      { cause: error },
    );
  }
  return { kid: current.kid, privateKey, publicKeys: toPublicKeys(rows) };
}

/** Public keys only: enough to verify, needs no secret. */
export async function loadPublicSigningKeys(db: Database): Promise<ReadonlyMap<string, PublicSigningKey>> {
  return toPublicKeys(await selectKeys(db));
}

function selectKeys(db: Database) {
  return db.select().from(identitySigningKeys).orderBy(asc(identitySigningKeys.createdAt), asc(identitySigningKeys.kid));
}

function toPublicKeys(rows: { kid: string; publicJwk: Record<string, string> }[]): Map<string, PublicSigningKey> {
  return new Map(
    rows.map((row) => {
      const jwk: JWK = { ...row.publicJwk, kid: row.kid, alg: "RS256", use: "sig" };
      return [row.kid, { kid: row.kid, jwk, key: createPublicKey({ key: { kty: "RSA", n: jwk.n, e: jwk.e }, format: "jwk" }) }];
    }),
  );
}

async function insertNewKey(db: Database, encryptionKey: Buffer): Promise<void> {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const exported = publicKey.export({ format: "jwk" });
  const publicJwk = { kty: "RSA", n: String(exported.n), e: String(exported.e) };
  const kid = await calculateJwkThumbprint(publicJwk);
  const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  await db
    .insert(identitySigningKeys)
    .values({ kid, publicJwk, privateKeyEnc: sealSecret(encryptionKey, pem, sealContext(kid)) })
    .onConflictDoNothing();
}

export function toJwks(keys: ReadonlyMap<string, PublicSigningKey>): { keys: JWK[] } {
  return { keys: [...keys.values()].map((key) => key.jwk) };
}
