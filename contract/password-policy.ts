// The user pool's password policy: Cognito's default (8+ characters with lower
// case, upper case, a digit and a symbol). One list, read by the embedded
// identity service (server/identity/password-policy.ts), which answers with
// each rule's Cognito message, and by the console, which shows each rule's
// label under a new-password field while the user types.

export type PasswordRuleId = "length" | "lowercase" | "uppercase" | "number" | "symbol";

export interface PasswordRule {
  id: PasswordRuleId;
  /** What the console shows under the field. */
  label: string;
  /** Cognito's own words when the rule is not met (after "Password did not conform with policy: "). */
  violation: string;
  isMetBy: (password: string) => boolean;
}

export const PASSWORD_MIN_LENGTH = 8;

/** Cognito's symbol set: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** In the order Cognito checks them: the first unmet rule is the one it names. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    violation: "Password not long enough",
    isMetBy: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: "lowercase",
    label: "A lower-case letter",
    violation: "Password must have lowercase characters",
    isMetBy: (password) => /[a-z]/.test(password),
  },
  {
    id: "uppercase",
    label: "An upper-case letter",
    violation: "Password must have uppercase characters",
    isMetBy: (password) => /[A-Z]/.test(password),
  },
  {
    id: "number",
    label: "A number",
    violation: "Password must have numeric characters",
    isMetBy: (password) => /[0-9]/.test(password),
  },
  {
    id: "symbol",
    label: "A symbol, such as ! @ # $ % & *",
    violation: "Password must have symbol characters",
    isMetBy: (password) => SYMBOL.test(password),
  },
];
