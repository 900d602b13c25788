// The pool's attribute schema: Cognito's standard attributes a user may write.
// The e-mail is also the sign-in name, so it is handled apart (sign-up takes it
// from Username; a change waits for verification); sub and email_verified are
// the service's own.
import { CognitoError } from "./errors";

const WRITABLE = new Set([
  "given_name",
  "family_name",
  "name",
  "middle_name",
  "nickname",
  "preferred_username",
  "profile",
  "picture",
  "website",
  "gender",
  "birthdate",
  "zoneinfo",
  "locale",
  "address",
]);

const READ_ONLY = new Set(["sub", "email_verified", "phone_number_verified", "cognito:username", "identities"]);

function schemaError(name: string, problem: string): CognitoError {
  return CognitoError.invalidParameter(`Attributes did not conform to the schema: ${name}: ${problem}`);
}

export interface AttributeChanges {
  /** Profile attributes to set (never email). */
  profile: Record<string, string>;
  /** A new e-mail, when one was given. */
  email?: string;
}

/** Validates a Cognito AttributeType list: known, writable names only. */
export function readAttributeChanges(list: readonly { Name: string; Value?: string }[]): AttributeChanges {
  const changes: AttributeChanges = { profile: {} };
  for (const { Name: name, Value: value = "" } of list) {
    if (name === "email") {
      if (!isEmail(value)) throw CognitoError.invalidParameter("Invalid email address format.");
      changes.email = value;
    } else if (READ_ONLY.has(name)) {
      throw schemaError(name, "Attribute cannot be written.");
    } else if (WRITABLE.has(name)) {
      changes.profile[name] = value;
    } else {
      throw schemaError(name, "Attribute does not exist in the schema.");
    }
  }
  return changes;
}

/** Names for DeleteUserAttributes: e-mail is required by the pool and cannot go. */
export function readDeletableAttributeNames(names: readonly string[]): string[] {
  for (const name of names) {
    if (name === "email") throw schemaError(name, "Attribute is required");
    if (READ_ONLY.has(name)) throw schemaError(name, "Attribute cannot be written.");
    if (!WRITABLE.has(name)) throw schemaError(name, "Attribute does not exist in the schema.");
  }
  return [...names];
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254;
}
