// The identity service's errors in words a person reads, and the field each
// concerns. Cognito (and the embedded pool, which answers in its words)
// reports bad input as "2 validation errors detected: Value at 'username'
// failed to satisfy constraint: ..." and names members the user never sees
// ("Username should be an email."): every form of the console reads its
// errors through here. Sentences that already read well ("Incorrect username
// or password.", the library's own messages of SPEC.md sections 5 and 8) are
// kept word for word.
import { PASSWORD_RULES } from "../../contract/password-policy";
import { NETWORK_ERROR, toIdentityError, type IdentityError } from "./identity-error";
import { NAME_REQUIRED } from "./name-required";

/** A field of a console form, by what it holds (each form knows its own input). */
export type IdentityField = "email" | "password" | "newPassword" | "code" | "givenName" | "familyName";

/** What the user was doing: the same error means different things in different steps. */
export type IdentityStep =
  | "signUp"
  | "confirmSignUp"
  | "resendCode"
  | "signIn"
  | "signInChallenge"
  | "forgotPassword"
  | "resetPassword"
  | "changePassword"
  | "updateProfile"
  | "verifyEmail"
  | "setUpTotp"
  | "account";

export type IdentityFieldErrors = Partial<Record<IdentityField, string>>;

export interface IdentityProblem {
  /** The whole problem in one or two sentences, for a toast. */
  message: string;
  /** What it says about each field it concerns; empty when it concerns no one field. */
  fields: IdentityFieldErrors;
}

type Constraint = "empty" | "tooLong" | "pattern" | "invalid";


/** The identity library's words for a plain-password sign-in without one (SPEC.md section 5), kept as they are. */
const PASSWORD_REQUIRED = "PASSWORD parameter is required";

const VALID_EMAIL = "Enter a valid e-mail address, such as name@example.com.";
const SESSION_ENDED = "Your session has ended. Log in again to continue.";
const SIGN_IN_EXPIRED = "The sign-in has expired. Log in again.";
const TRY_AGAIN_LATER = "Too many attempts. Wait a few minutes, then try again.";

const isAppCodeStep = (step: IdentityStep) => step === "signInChallenge" || step === "setUpTotp";

function codeMessage(step: IdentityStep, constraint: Constraint): string {
  if (constraint === "empty") return isAppCodeStep(step) ? "Enter the code from your authenticator app." : "Enter the code we sent you.";
  if (constraint === "pattern") return "Enter the code without spaces.";
  return "Enter the six-digit code.";
}

function passwordMessage(field: "password" | "newPassword", constraint: Constraint): string {
  if (constraint === "empty") return field === "password" ? "Enter your password." : "Enter a new password.";
  if (constraint === "tooLong") return "A password can have at most 256 characters.";
  return "A password cannot begin or end with a space.";
}

function fieldMessage(field: IdentityField, constraint: Constraint, step: IdentityStep): string {
  switch (field) {
    case "email":
      return constraint === "empty" ? "Enter your e-mail address." : VALID_EMAIL;
    case "code":
      return codeMessage(step, constraint);
    case "givenName":
      return constraint === "empty" ? NAME_REQUIRED.givenName : "Your given name is too long.";
    case "familyName":
      return constraint === "empty" ? NAME_REQUIRED.familyName : "Your family name is too long.";
    default:
      return passwordMessage(field, constraint);
  }
}

/** The request member Cognito names ('username', 'proposedPassword') as the field the user typed it in. */
function fieldOfMember(member: string, step: IdentityStep): IdentityField | null {
  const name = member.toLowerCase();
  if (name === "username") return "email";
  if (name === "previouspassword") return "password";
  if (name === "proposedpassword") return "newPassword";
  if (name === "password") return step === "signIn" ? "password" : "newPassword";
  if (name === "confirmationcode" || name === "code" || name === "usercode") return "code";
  return null;
}

function constraintOf(text: string): Constraint {
  if (/must not be null|greater than or equal to 1\b/i.test(text)) return "empty";
  if (/less than or equal to/i.test(text)) return "tooLong";
  if (/regular expression/i.test(text)) return "pattern";
  return "invalid";
}

/** "Value at 'username' failed ...; Value null at 'password' failed ..." as field errors. */
function readValidationErrors(message: string, step: IdentityStep): IdentityFieldErrors {
  const fields: IdentityFieldErrors = {};
  for (const problem of message.replace(/^\d+ validation errors? detected:\s*/i, "").split(/;\s*(?=Value )/)) {
    const member = /Value (?:null )?at '([^']+)'/.exec(problem)?.[1];
    const field = member === undefined ? null : fieldOfMember(member, step);
    // The first problem of a field is the one to fix first (an empty code also fails the pattern).
    if (field !== null && fields[field] === undefined) fields[field] = fieldMessage(field, constraintOf(problem), step);
  }
  return fields;
}

const ATTRIBUTE_FIELDS: Readonly<Record<string, IdentityField>> = { given_name: "givenName", family_name: "familyName", email: "email" };

function invalidParameter(message: string, step: IdentityStep): IdentityFieldErrors {
  if (/validation errors? detected/i.test(message)) return readValidationErrors(message, step);
  if (/^Missing required parameter USERNAME/i.test(message)) return { email: fieldMessage("email", "empty", step) };
  if (/^Missing required parameter PASSWORD/i.test(message)) return { password: fieldMessage("password", "empty", step) };
  if (/should be an email|invalid email address|email attribute must be/i.test(message)) return { email: VALID_EMAIL };
  if (/no registered\/verified email/i.test(message)) return { email: "This account has no confirmed e-mail address to send a code to." };
  const attribute = /^Attributes did not conform to the schema: (\w+): (.*)$/i.exec(message);
  const field = attribute ? ATTRIBUTE_FIELDS[attribute[1] ?? ""] : undefined;
  if (attribute && field) return { [field]: fieldMessage(field, /required|empty/i.test(attribute[2] ?? "") ? "empty" : "invalid", step) };
  return {};
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function passwordPolicy(message: string): string {
  const violation = message.replace(/^Password did not conform with policy:\s*/i, "");
  const rule = PASSWORD_RULES.find((candidate) => candidate.violation.toLowerCase() === violation.trim().toLowerCase());
  if (rule) return `Your password needs ${lowerFirst(rule.label)}.`;
  if (/previously been used/i.test(violation)) return "Choose a password you have not used before.";
  return "Choose a password that meets every requirement listed under the field.";
}

function notAuthorized(message: string, step: IdentityStep): IdentityProblem {
  if (step === "changePassword" && /incorrect username or password/i.test(message)) {
    return withField("password", "Your current password is not right.");
  }
  if (step === "confirmSignUp" && /current status is confirmed/i.test(message)) return formWide("This e-mail address is already confirmed. Log in to continue.");
  if (/session is expired|sign-in has expired/i.test(message)) return formWide(SIGN_IN_EXPIRED);
  if (/access token|refresh token|not authenticated/i.test(message)) return formWide(SESSION_ENDED);
  // Cognito's own sentences ("Incorrect username or password.", "Password attempts exceeded", "User is disabled.").
  return formWide(message);
}

function formWide(message: string): IdentityProblem {
  return { message, fields: {} };
}

function withField(field: IdentityField, message: string): IdentityProblem {
  return { message, fields: { [field]: message } };
}

function codeProblem(step: IdentityStep, expired: boolean): IdentityProblem {
  if (isAppCodeStep(step)) return withField("code", "That code is not right. Enter the code your authenticator app shows now.");
  if (expired) return withField("code", "That code has expired or was already used. Ask for a new code.");
  return withField("code", "That code is not right. Check the e-mail we sent, or ask for a new code.");
}

function describeByCode({ code, message }: IdentityError, step: IdentityStep): IdentityProblem {
  switch (code) {
    case NETWORK_ERROR:
      return formWide("The sign-in service could not be reached. Check your connection, then try again.");
    case "InvalidParameterException": {
      const fields = invalidParameter(message, step);
      const messages = [...new Set(Object.values(fields))];
      if (messages.length > 0) return { message: messages.join(" "), fields };
      return formWide(/validation errors? detected/i.test(message) ? "Some of what you entered cannot be used. Check the form, then try again." : message);
    }
    case "InvalidPasswordException":
      return withField(step === "signIn" ? "password" : "newPassword", passwordPolicy(message));
    case "UsernameExistsException":
    case "AliasExistsException":
      return withField(
        "email",
        step === "signUp" ? "An account with this e-mail address already exists. Log in, or reset your password." : "Another account already uses this e-mail address.",
      );
    case "UserNotFoundException":
      return withField("email", "No account uses this e-mail address.");
    case "UserNotConfirmedException":
      return formWide("Confirm your e-mail address first: enter the code we sent you.");
    case "PasswordResetRequiredException":
      return formWide("Your password must be reset: choose “Forgot password?” to set a new one.");
    case "NotAuthorizedException":
      return notAuthorized(message, step);
    case "CodeMismatchException":
    case "EnableSoftwareTokenMFAException":
      return codeProblem(step, false);
    case "ExpiredCodeException":
      return codeProblem(step, true);
    case "LimitExceededException":
      return formWide(TRY_AGAIN_LATER);
    case "TooManyRequestsException":
      return formWide("Too many requests. Wait a moment, then try again.");
    case "CodeDeliveryFailureException":
      return formWide("The code could not be sent. Try again in a moment.");
    case "InternalErrorException":
      return formWide("The sign-in service had a problem. Try again in a moment.");
    default:
      return message === PASSWORD_REQUIRED ? withField("password", message) : formWide(message);
  }
}

/** Whatever an identity call threw, in words and by field. Other errors (the control plane's, already worded for people) keep their message. */
export function describeIdentityError(error: unknown, step: IdentityStep): IdentityProblem {
  return describeByCode(toIdentityError(error), step);
}
