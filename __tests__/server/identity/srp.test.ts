// The server's SRP against the unmodified client helper: same keys, same signature.
import * as cognitoClient from "amazon-cognito-identity-js";
import {
  computeClaimSignature,
  createServerEphemeral,
  createVerifier,
  deriveSessionKey,
  formatSrpTimestamp,
  isClaimSignatureValid,
  padHex,
  parseClientPublic,
  parseSrpTimestamp,
} from "../../../server/identity/crypto/srp";

// The helper is exported by the package but not typed; these are the members the client itself uses.
interface ClientBigInteger {
  toString(radix: number): string;
}
interface ClientHelper {
  getLargeAValue(callback: (error: unknown, value: ClientBigInteger) => void): void;
  getPasswordAuthenticationKey(
    username: string,
    password: string,
    serverB: ClientBigInteger,
    salt: ClientBigInteger,
    callback: (error: unknown, key: Buffer) => void,
  ): void;
  padHex(value: ClientBigInteger): string;
}
type HelperConstructor = new (poolName: string) => ClientHelper;
type BigIntegerConstructor = new (value: string, radix: number) => ClientBigInteger;

const { AuthenticationHelper } = cognitoClient as unknown as { AuthenticationHelper: HelperConstructor };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ClientBigInt = (require("amazon-cognito-identity-js/lib/BigInteger") as { default: BigIntegerConstructor }).default;

function clientKey(helper: ClientHelper, user: string, password: string, serverBHex: string, saltHex: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    helper.getPasswordAuthenticationKey(user, password, new ClientBigInt(serverBHex, 16), new ClientBigInt(saltHex, 16), (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function clientA(helper: ClientHelper): bigint {
  let value = "";
  helper.getLargeAValue((_error, a) => (value = a.toString(16)));
  return BigInt(`0x${value}`);
}

describe("SRP (server side)", () => {
  const pool = "vdbcloud";
  const user = "3f1c1d2e-5b6a-4c7d-8e9f-0a1b2c3d4e5f";

  it("derives the same session key as amazon-cognito-identity-js", async () => {
    for (const password of ["Passw0rd!", "ünïcødé P4ss!", "x".repeat(200)]) {
      const helper = new AuthenticationHelper(pool);
      const verifier = createVerifier(pool, user, password);
      const ephemeral = createServerEphemeral(verifier.verifierHex);
      const A = clientA(helper);
      const expected = await clientKey(helper, user, password, ephemeral.publicHex, verifier.saltHex);
      expect(deriveSessionKey(A, verifier.verifierHex, ephemeral).equals(expected)).toBe(true);
    }
  });

  it("derives a different key from a wrong password", async () => {
    const helper = new AuthenticationHelper(pool);
    const verifier = createVerifier(pool, user, "Passw0rd!");
    const ephemeral = createServerEphemeral(verifier.verifierHex);
    const A = clientA(helper);
    const wrong = await clientKey(helper, user, "Passw0rd?", ephemeral.publicHex, verifier.saltHex);
    expect(deriveSessionKey(A, verifier.verifierHex, ephemeral).equals(wrong)).toBe(false);
  });

  it("pads hex exactly like the client", () => {
    const helper = new AuthenticationHelper(pool);
    for (const hex of ["0", "7f", "80", "ff", "100", "8000", "123", "f".repeat(63), "1".repeat(64)]) {
      expect(padHex(BigInt(`0x${hex}`))).toBe(helper.padHex(new ClientBigInt(hex, 16)));
    }
  });

  it("checks the claim signature over pool, user, secret block and timestamp", () => {
    const key = Buffer.alloc(16, 7);
    const block = Buffer.from("secret block");
    const timestamp = formatSrpTimestamp(new Date(Date.UTC(2024, 0, 3, 5, 4, 3)));
    expect(timestamp).toBe("Wed Jan 3 05:04:03 UTC 2024");
    const signature = computeClaimSignature(key, pool, user, block, timestamp);
    expect(isClaimSignatureValid(signature, signature.toString("base64"))).toBe(true);
    const other = computeClaimSignature(key, pool, user, block, "Wed Jan 3 05:04:04 UTC 2024");
    expect(isClaimSignatureValid(signature, other.toString("base64"))).toBe(false);
    expect(isClaimSignatureValid(signature, "")).toBe(false);
  });

  it("parses the client's timestamps and refuses malformed ones", () => {
    expect(parseSrpTimestamp("Wed Jan 3 05:04:03 UTC 2024")).toBe(Date.UTC(2024, 0, 3, 5, 4, 3));
    expect(parseSrpTimestamp("Thu Jan 3 05:04:03 UTC 2024")).toBeNull();
    expect(parseSrpTimestamp("Wed Feb 31 05:04:03 UTC 2024")).toBeNull();
    expect(parseSrpTimestamp("2024-01-03T05:04:03Z")).toBeNull();
  });

  it("refuses an A that is zero modulo N", () => {
    expect(parseClientPublic("0")).toBeNull();
    expect(parseClientPublic("zz")).toBeNull();
    expect(parseClientPublic("abc")).toBe(0xabcn);
  });
});
