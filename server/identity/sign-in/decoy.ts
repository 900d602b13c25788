// Stand-ins for a user that does not exist, derived from the name with a
// secret key: the same name always gets the same salt and USER_ID_FOR_SRP, so
// repeating InitiateAuth cannot tell a made-up challenge from a real one.
import { createHmac } from "node:crypto";
import { createVerifier } from "../crypto/srp";
import type { IdentityService } from "../service";

function derive(service: IdentityService, purpose: string, username: string): Buffer {
  return createHmac("sha256", service.keys.decoy).update(`${purpose}:${username.toLowerCase()}`).digest();
}

/** A version-4-shaped UUID, like a real sub. */
export function decoySub(service: IdentityService, username: string): string {
  const bytes = derive(service, "sub", username).subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Salt and verifier of a password nobody knows, computed like a real user's. */
export function decoyVerifier(service: IdentityService, username: string, sub: string) {
  const saltHex = derive(service, "salt", username).subarray(0, 16).toString("hex");
  return createVerifier(service.poolName, sub, derive(service, "password", username).toString("base64"), saltHex);
}
