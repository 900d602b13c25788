// Password hashes: argon2id (@node-rs/argon2's default algorithm and OWASP's
// parameters: 19 MiB, 2 passes). Unknown users are checked against a dummy
// hash, so "no such user" takes as long as "wrong password".
import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash nobody knows the password of, with the same cost as real ones. */
export function createDummyPasswordHash(): Promise<string> {
  return hash(randomBytes(32).toString("base64"));
}
