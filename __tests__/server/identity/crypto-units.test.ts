// TOTP, password policy, codes and secrets at rest: the pure parts of identity.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { generateCode, generateOpaqueToken, hashCode, hashToken, isCodeMatch } from "../../../server/identity/crypto/codes";
import { openSecret, sealSecret } from "../../../server/secrets/secret-box";
import { deriveIdentityKeys, loadSecretKey } from "../../../server/secrets/secret-key";
import { decodeBase32, encodeBase32, generateTotp, generateTotpSecret, matchTotp } from "../../../server/identity/crypto/totp";
import { CognitoError } from "../../../server/identity/errors";
import { assertPasswordAllowed, findPasswordPolicyViolation } from "../../../server/identity/password-policy";

describe("TOTP", () => {
  // RFC 6238 appendix B, SHA-1, truncated to the 6 digits authenticator apps show.
  const rfcSecret = encodeBase32(Buffer.from("12345678901234567890"));
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("matches RFC 6238 at %i s", (seconds, code) => {
    expect(generateTotp(rfcSecret, seconds * 1000)).toBe(code);
  });

  it("accepts one step of clock skew either way, and no more", () => {
    const secret = generateTotpSecret();
    const now = 1_700_000_000_000;
    expect(matchTotp(secret, generateTotp(secret, now), now)).toBe(Math.floor(now / 30000));
    expect(matchTotp(secret, generateTotp(secret, now - 30000), now)).not.toBeNull();
    expect(matchTotp(secret, generateTotp(secret, now + 30000), now)).not.toBeNull();
    expect(matchTotp(secret, generateTotp(secret, now - 90000), now)).toBeNull();
    expect(matchTotp(secret, "12345", now)).toBeNull();
  });

  it("round-trips base32 and ignores case, spaces and padding", () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253]);
    const text = encodeBase32(bytes);
    expect(decodeBase32(text).equals(bytes)).toBe(true);
    expect(decodeBase32(` ${text.toLowerCase()}=== `).equals(bytes)).toBe(true);
    expect(generateTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });
});

describe("password policy", () => {
  it.each([
    ["Sh0rt!", "Password not long enough"],
    ["UPPERCASE1!", "Password must have lowercase characters"],
    ["lowercase1!", "Password must have uppercase characters"],
    ["NoDigits!!", "Password must have numeric characters"],
    ["NoSymbols11", "Password must have symbol characters"],
    ["Good Passw0rd", null],
    ["Passw0rd^", null],
  ])("%s → %s", (password, violation) => {
    expect(findPasswordPolicyViolation(password)).toBe(violation);
  });

  it("throws Cognito's exceptions", () => {
    const attempt = (password: string): [string, string] | null => {
      try {
        assertPasswordAllowed(password);
        return null;
      } catch (error) {
        if (!(error instanceof CognitoError)) throw error;
        return [error.type, error.message];
      }
    };
    expect(attempt("short")).toEqual(["InvalidPasswordException", "Password did not conform with policy: Password not long enough"]);
    expect(attempt(" Passw0rd!")).toEqual([
      "InvalidParameterException",
      "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$",
    ]);
    expect(attempt(`Aa1!${"x".repeat(253)}`)?.[0]).toBe("InvalidParameterException");
    expect(attempt("Passw0rd!")).toBeNull();
  });
});

describe("codes and tokens", () => {
  const key = Buffer.alloc(32, 1);
  it("are 6 digits and verify only against their own purpose", () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    const stored = hashCode(key, "signup:a", "123456");
    expect(stored).not.toContain("123456");
    expect(isCodeMatch(key, "signup:a", "123456", stored)).toBe(true);
    expect(isCodeMatch(key, "signup:a", "123457", stored)).toBe(false);
    expect(isCodeMatch(key, "reset:a", "123456", stored)).toBe(false);
    expect(isCodeMatch(Buffer.alloc(32, 2), "signup:a", "123456", stored)).toBe(false);
  });

  it("hash opaque tokens deterministically under the key", () => {
    const token = generateOpaqueToken();
    expect(token.length).toBeGreaterThanOrEqual(64);
    expect(hashToken(key, token)).toBe(hashToken(key, token));
    expect(hashToken(key, token)).not.toBe(hashToken(Buffer.alloc(32, 2), token));
  });
});

describe("secrets at rest", () => {
  it("open only with the same key and context", () => {
    const key = Buffer.alloc(32, 3);
    const sealed = sealSecret(key, "verifier", "srp:user-1");
    expect(sealed).not.toContain("verifier");
    expect(openSecret(key, sealed, "srp:user-1")).toBe("verifier");
    expect(() => openSecret(key, sealed, "srp:user-2")).toThrow();
    expect(() => openSecret(Buffer.alloc(32, 4), sealed, "srp:user-1")).toThrow();
  });

  it("generates the secret key once into the data folder, readable by the owner only", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "vdb-identity-key-"));
    try {
      const settings = { dataDir, identity: { tokenTtlSeconds: 3600, refreshTokenTtlSeconds: 3600 } };
      const first = await loadSecretKey(settings);
      const second = await loadSecretKey(settings);
      expect(first.equals(second)).toBe(true);
      const stat = await fs.stat(path.join(dataDir, "identity-secret.key"));
      expect(stat.mode & 0o777).toBe(0o600);
      const configured = await loadSecretKey({ ...settings, identity: { ...settings.identity, secretKey: "ab".repeat(32) } });
      expect(configured.equals(Buffer.alloc(32, 0xab))).toBe(true);
      const keys = deriveIdentityKeys(first);
      expect(keys.encryption.equals(keys.hashing)).toBe(false);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
