import { IdentityError } from "../../../src/identity/identity-error";
import { decodeToken, isTokenExpired, readTokenExpiry } from "../../../src/session/decode-token";
import { base64url, makeSessionToken, makeToken, NOW_MS } from "./tokens";

function decodeError(token: unknown): IdentityError {
  try {
    decodeToken(token);
  } catch (error) {
    if (error instanceof IdentityError) return error;
    throw error;
  }
  throw new Error("expected decodeToken to fail");
}

describe("decodeToken", () => {
  it("returns the payload of a valid token, exp in seconds", () => {
    const token = makeSessionToken(60);
    expect(decodeToken(token)).toEqual({ sub: "user-1", email: "owner@example.com", exp: NOW_MS / 1000 + 60 });
  });

  it("decodes UTF-8 claims", () => {
    expect(decodeToken(makeToken({ given_name: "Zoë 向量", exp: 1 }))).toMatchObject({ given_name: "Zoë 向量" });
  });

  it("accepts base64url payloads with and without padding", () => {
    // 4 bytes of JSON need padding ("==") in plain base64; "?" and ">" produce "-" and "_"
    const json = JSON.stringify({ a: "?>?", exp: 5 });
    const unpadded = base64url(json);
    const padded = unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, "=");
    expect(unpadded).toMatch(/[-_]/);
    expect(padded).not.toBe(unpadded);
    expect(decodeToken(`h.${unpadded}.s`)).toEqual({ a: "?>?", exp: 5 });
    expect(decodeToken(`h.${padded}.s`)).toEqual({ a: "?>?", exp: 5 });
  });

  it.each([
    ["not a string", 42, "not_a_string", "Token must be a string"],
    ["null", null, "not_a_string", "Token must be a string"],
    ["no dot", "abcdef", "missing_part", "Token is missing a part"],
    ["an empty payload", "header..sig", "missing_part", "Token is missing a part"],
    ["a payload outside the base64 alphabet", "header.pay*load.sig", "invalid_base64", "Token has invalid base64"],
    ["a payload of impossible length", "header.abcde.sig", "invalid_base64", "Token has invalid base64"],
    ["a payload that is not JSON", `header.${base64url("not json")}.sig`, "invalid_json", "Token has invalid JSON"],
    ["a JSON payload that is not an object", `header.${base64url("[1,2]")}.sig`, "invalid_json", "Token has invalid JSON"],
    ["a payload that is not UTF-8", `header.${Buffer.from([0xff, 0xfe]).toString("base64url")}.sig`, "invalid_json", "Token has invalid JSON"],
  ])("rejects %s", (_case, token, code, message) => {
    const error = decodeError(token);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });
});

describe("expiry", () => {
  it("reads a numeric exp and nothing else", () => {
    expect(readTokenExpiry({ exp: 100 })).toBe(100);
    expect(readTokenExpiry({ exp: "100" })).toBeNull();
    expect(readTokenExpiry({})).toBeNull();
  });

  it("is expired only once exp lies before now", () => {
    const exp = NOW_MS / 1000;
    expect(isTokenExpired({ exp }, NOW_MS)).toBe(false);
    expect(isTokenExpired({ exp: exp + 1 }, NOW_MS)).toBe(false);
    expect(isTokenExpired({ exp: exp - 1 }, NOW_MS)).toBe(true);
  });

  it("treats a payload without numeric exp as not usable", () => {
    expect(isTokenExpired({}, NOW_MS)).toBe(true);
    expect(isTokenExpired({ exp: "soon" }, NOW_MS)).toBe(true);
  });
});
