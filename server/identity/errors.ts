// Cognito's error shape: HTTP 400, {"__type", "message"} and x-amzn-ErrorType.
// Actions throw CognitoError; the plugin's error handler writes it. The
// messages are Cognito's own, word for word, because clients show them.
export type CognitoErrorType =
  | "AliasExistsException"
  | "CodeMismatchException"
  | "EnableSoftwareTokenMFAException"
  | "ExpiredCodeException"
  | "InternalErrorException"
  | "InvalidParameterException"
  | "InvalidPasswordException"
  | "LimitExceededException"
  | "NotAuthorizedException"
  | "PasswordResetRequiredException"
  | "ResourceNotFoundException"
  | "SerializationException"
  | "TooManyRequestsException"
  | "UnknownOperationException"
  | "UnsupportedTokenTypeException"
  | "UserNotConfirmedException"
  | "UserNotFoundException"
  | "UsernameExistsException";

export const MESSAGES = {
  codeMismatch: "Invalid verification code provided, please try again.",
  expiredCode: "Invalid code provided, please request a code again.",
  attemptLimit: "Attempt limit exceeded, please try after some time.",
  incorrectCredentials: "Incorrect username or password.",
  notConfirmed: "User is not confirmed.",
  resetRequired: "Password reset required for the user",
  temporaryPasswordExpired: "Temporary password has expired and must be reset by an administrator.",
  tooManyRequests: "Too many requests",
  usernameExists: "An account with the given email already exists.",
  invalidAccessToken: "Invalid Access Token",
  expiredAccessToken: "Access Token has expired",
  revokedAccessToken: "Access Token has been revoked",
  invalidRefreshToken: "Invalid Refresh Token",
  revokedRefreshToken: "Refresh Token has been revoked",
  expiredRefreshToken: "Refresh Token has expired",
  invalidSession: "Invalid session for the user, session is expired.",
} as const;

export class CognitoError extends Error {
  readonly type: CognitoErrorType;

  constructor(type: CognitoErrorType, message: string) {
    super(message);
    this.name = "CognitoError";
    this.type = type;
  }

  static invalidParameter(message: string): CognitoError {
    return new CognitoError("InvalidParameterException", message);
  }

  static notAuthorized(message: string = MESSAGES.incorrectCredentials): CognitoError {
    return new CognitoError("NotAuthorizedException", message);
  }

  static codeMismatch(): CognitoError {
    return new CognitoError("CodeMismatchException", MESSAGES.codeMismatch);
  }

  static expiredCode(): CognitoError {
    return new CognitoError("ExpiredCodeException", MESSAGES.expiredCode);
  }

  static attemptLimit(): CognitoError {
    return new CognitoError("LimitExceededException", MESSAGES.attemptLimit);
  }

  static tooManyRequests(): CognitoError {
    return new CognitoError("TooManyRequestsException", MESSAGES.tooManyRequests);
  }

  static missingParameter(name: string): CognitoError {
    return CognitoError.invalidParameter(`Missing required parameter ${name}`);
  }
}
