// The identity service's errors, as Cognito (and the embedded pool) words
// them, in the console's words and by the field they concern.
import { describeIdentityError, type IdentityStep } from "../../../src/identity/describe-identity-error";
import { IdentityError } from "../../../src/identity/identity-error";

const failure = (code: string, message: string) => new IdentityError(code, message);

describe("validation errors", () => {
  it("reads every field of a multi-error message, each once, and joins them for the toast", () => {
    const error = failure(
      "InvalidParameterException",
      "3 validation errors detected: Value at 'username' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
        "Value at 'confirmationCode' failed to satisfy constraint: Member must have length greater than or equal to 1; " +
        "Value at 'confirmationCode' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+",
    );
    expect(describeIdentityError(error, "confirmSignUp")).toEqual({
      message: "Enter your e-mail address. Enter the code we sent you.",
      fields: { email: "Enter your e-mail address.", code: "Enter the code we sent you." },
    });
  });

  it.each<[IdentityStep, string, Record<string, string>]>([
    ["signIn", "Value null at 'password' failed to satisfy constraint: Member must not be null", { password: "Enter your password." }],
    ["signUp", "Value at 'password' failed to satisfy constraint: Member must satisfy regular expression pattern: ^[\\S]+.*[\\S]+$", { newPassword: "A password cannot begin or end with a space." }],
    ["resetPassword", "Value at 'password' failed to satisfy constraint: Member must have length less than or equal to 256", { newPassword: "A password can have at most 256 characters." }],
    ["changePassword", "Value at 'previousPassword' failed to satisfy constraint: Member must have length greater than or equal to 1", { password: "Enter your password." }],
    ["changePassword", "Value at 'proposedPassword' failed to satisfy constraint: Member must have length greater than or equal to 1", { newPassword: "Enter a new password." }],
    ["verifyEmail", "Value at 'code' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\S]+", { code: "Enter the code without spaces." }],
    ["setUpTotp", "Value at 'userCode' failed to satisfy constraint: Member must have length greater than or equal to 1", { code: "Enter the code from your authenticator app." }],
  ])("in %s: %s", (step, problem, fields) => {
    expect(describeIdentityError(failure("InvalidParameterException", `1 validation error detected: ${problem}`), step).fields).toEqual(fields);
  });

  it("says something plain when it names no field the user sees", () => {
    const error = failure("InvalidParameterException", "1 validation error detected: Value at 'clientId' failed to satisfy constraint: Member must have length greater than or equal to 1");
    expect(describeIdentityError(error, "signUp")).toEqual({ message: "Some of what you entered cannot be used. Check the form, then try again.", fields: {} });
  });
});

describe("other refusals of a field", () => {
  it.each<[IdentityStep, string, string, Record<string, string>]>([
    ["signUp", "InvalidParameterException", "Username should be an email.", { email: "Enter a valid e-mail address, such as name@example.com." }],
    ["updateProfile", "InvalidParameterException", "Invalid email address format.", { email: "Enter a valid e-mail address, such as name@example.com." }],
    ["signIn", "InvalidParameterException", "Missing required parameter USERNAME", { email: "Enter your e-mail address." }],
    ["updateProfile", "InvalidParameterException", "Attributes did not conform to the schema: given_name: The attribute given_name is required", { givenName: "Enter your given name." }],
    ["signUp", "InvalidPasswordException", "Password did not conform with policy: Password not long enough", { newPassword: "Your password needs at least 8 characters." }],
    ["changePassword", "InvalidPasswordException", "Password did not conform with policy: Password must have uppercase characters", { newPassword: "Your password needs an upper-case letter." }],
    ["signUp", "UsernameExistsException", "An account with the given email already exists.", { email: "An account with this e-mail address already exists. Log in, or reset your password." }],
    ["updateProfile", "AliasExistsException", "An account with the given email already exists.", { email: "Another account already uses this e-mail address." }],
    ["changePassword", "NotAuthorizedException", "Incorrect username or password.", { password: "Your current password is not right." }],
    ["confirmSignUp", "CodeMismatchException", "Invalid verification code provided, please try again.", { code: "That code is not right. Check the e-mail we sent, or ask for a new code." }],
    ["resetPassword", "ExpiredCodeException", "Invalid code provided, please request a code again.", { code: "That code has expired or was already used. Ask for a new code." }],
    ["setUpTotp", "EnableSoftwareTokenMFAException", "Code mismatch", { code: "That code is not right. Enter the code your authenticator app shows now." }],
    ["signIn", "UnknownError", "PASSWORD parameter is required", { password: "PASSWORD parameter is required" }],
  ])("in %s: %s %s", (step, code, message, fields) => {
    const problem = describeIdentityError(failure(code, message), step);
    expect(problem.fields).toEqual(fields);
    expect(problem.message).toBe(Object.values(fields)[0]);
  });
});

describe("refusals of the form as a whole", () => {
  it.each<[IdentityStep, string, string, string]>([
    ["signIn", "NotAuthorizedException", "Incorrect username or password.", "Incorrect username or password."],
    ["signIn", "NotAuthorizedException", "Password attempts exceeded", "Password attempts exceeded"],
    ["signInChallenge", "NotAuthorizedException", "Invalid session for the user, session is expired.", "The sign-in has expired. Log in again."],
    ["updateProfile", "NotAuthorizedException", "Access Token has expired", "Your session has ended. Log in again to continue."],
    ["confirmSignUp", "NotAuthorizedException", "User cannot be confirmed. Current status is CONFIRMED", "This e-mail address is already confirmed. Log in to continue."],
    ["signIn", "UserNotConfirmedException", "User is not confirmed.", "Confirm your e-mail address first: enter the code we sent you."],
    ["forgotPassword", "LimitExceededException", "Attempt limit exceeded, please try after some time.", "Too many attempts. Wait a few minutes, then try again."],
    ["signUp", "TooManyRequestsException", "Too many requests", "Too many requests. Wait a moment, then try again."],
    ["account", "NetworkError", "Network error", "The sign-in service could not be reached. Check your connection, then try again."],
    // The library's own words (SPEC.md section 8) stay as they are.
    ["signIn", "UnknownError", "Authentication flow type is invalid.", "Authentication flow type is invalid."],
  ])("in %s: %s %s", (step, code, message, expected) => {
    expect(describeIdentityError(failure(code, message), step)).toEqual({ message: expected, fields: {} });
  });

  it("keeps the message of an error that is not the identity service's", () => {
    expect(describeIdentityError(new Error("The organisation could not be deleted"), "account")).toEqual({ message: "The organisation could not be deleted", fields: {} });
  });
});
