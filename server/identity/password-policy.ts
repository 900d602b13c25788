// Cognito's default password policy (8+ characters with upper case, lower
// case, a digit and a symbol), answering with Cognito's own messages so the
// console shows what it would show against AWS.
import { CognitoError } from "./errors";

// Cognito's symbol set: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space.
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;
export const PASSWORD_MAX_LENGTH = 256;

/** The first unmet rule as Cognito words it, or null. */
export function findPasswordPolicyViolation(password: string): string | null {
  if (password.length < 8) return "Password not long enough";
  if (!/[a-z]/.test(password)) return "Password must have lowercase characters";
  if (!/[A-Z]/.test(password)) return "Password must have uppercase characters";
  if (!/[0-9]/.test(password)) return "Password must have numeric characters";
  if (!SYMBOL.test(password)) return "Password must have symbol characters";
  return null;
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
