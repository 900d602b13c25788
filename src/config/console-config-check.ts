// Checks config.json by hand rather than with the contract's zod schema, so
// that the first-load bundle stays free of zod (the schema stays the service's
// source of truth; this check follows it). The identity messages are
// amazon-cognito-identity-js's own words, so that the error screen says the
// same thing whether the check or the library finds the fault.
import type { ConsoleConfig } from "../../contract/console-config";

/** Same rule as the library's CognitoUserPool and contract/console-config.ts. */
const USER_POOL_ID_PATTERN = /^[\w-]+_[0-9a-zA-Z]+$/;
const USER_POOL_ID_MAX_LENGTH = 55;
const AUTH_FLOWS = ["USER_SRP_AUTH", "USER_PASSWORD_AUTH"] as const;

export const MISSING_POOL_MESSAGE = "Both UserPoolId and ClientId are required.";
export const INVALID_POOL_MESSAGE = "Invalid UserPoolId format.";

/** unreachable: config.json could not be fetched or read; invalid: it was read and is wrong. */
export type ConsoleConfigFault = "unreachable" | "invalid";

export class ConsoleConfigError extends Error {
  readonly fault: ConsoleConfigFault;

  constructor(fault: ConsoleConfigFault, message: string) {
    super(message);
    this.name = "ConsoleConfigError";
    this.fault = fault;
  }
}

function invalid(message: string): never {
  throw new ConsoleConfigError("invalid", message);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value.length > 0;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

function checkIdentity(identity: unknown): ConsoleConfig["identity"] {
  if (!isRecord(identity)) return invalid(MISSING_POOL_MESSAGE);
  const { endpoint, userPoolId, clientId, authFlow } = identity;
  if (!nonEmptyString(userPoolId) || !nonEmptyString(clientId)) return invalid(MISSING_POOL_MESSAGE);
  if (userPoolId.length > USER_POOL_ID_MAX_LENGTH || !USER_POOL_ID_PATTERN.test(userPoolId)) return invalid(INVALID_POOL_MESSAGE);
  if (endpoint !== undefined && (typeof endpoint !== "string" || !isHttpUrl(endpoint))) {
    return invalid("identity.endpoint must be an http(s) URL, or left out for AWS Cognito.");
  }
  if (typeof authFlow !== "string" || !(AUTH_FLOWS as readonly string[]).includes(authFlow)) {
    return invalid(`identity.authFlow must be one of ${AUTH_FLOWS.join(", ")}.`);
  }
  return { endpoint, userPoolId, clientId, authFlow: authFlow as ConsoleConfig["identity"]["authFlow"] };
}

function checkGrpc(grpc: unknown): ConsoleConfig["grpc"] {
  if (grpc === undefined) return undefined;
  const { host, port, tls } = isRecord(grpc) ? grpc : {};
  if (!nonEmptyString(host) || typeof port !== "number" || !Number.isInteger(port) || port < 1 || port > 65535 || typeof tls !== "boolean") {
    return invalid("grpc must give the gRPC endpoint's host, port (1 to 65535) and tls, or be left out.");
  }
  return { host, port, tls };
}

/** The parsed config.json, or a ConsoleConfigError saying what is wrong. */
export function checkConsoleConfig(value: unknown): ConsoleConfig {
  if (!isRecord(value)) return invalid("config.json must hold a JSON object.");
  if (!nonEmptyString(value.apiBaseUrl)) return invalid("apiBaseUrl must name the control plane, for example \"/api\".");
  const grpc = checkGrpc(value.grpc);
  return { apiBaseUrl: value.apiBaseUrl, identity: checkIdentity(value.identity), ...(grpc ? { grpc } : {}) };
}
