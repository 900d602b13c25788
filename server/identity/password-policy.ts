// Cognito's default password policy (contract/password-policy.ts, shared with
// the console), answering with Cognito's own messages so the console shows
// what it would show against AWS.
import { PASSWORD_RULES } from "../../contract/password-policy";
import { CognitoError } from "./errors";

export const PASSWORD_MAX_LENGTH = 256;

/** The first unmet rule as Cognito words it, or null. */
export function findPasswordPolicyViolation(password: string): string | null {
  return PASSWORD_RULES.find((rule) => !rule.isMetBy(password))?.violation ?? null;
}

/**
 * Shape errors (Cognito's request validation: length and the no-edge-whitespace
 * pattern) come as InvalidParameterException; policy failures as InvalidPasswordException.
 */
export function assertPasswordAllowed(password: string, field = "password"): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw CognitoError.invalidParameter(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must have length less than or equal to ${PASSWORD_MAX_LENGTH}`,
    );
  }
  if (/^\s|\s$/.test(password)) {
    throw CognitoError.invalidParameter(
      `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$`,
    );
  }
  const violation = findPasswordPolicyViolation(password);
  if (violation) throw new CognitoError("InvalidPasswordException", `Password did not conform with policy: ${violation}`);
}
