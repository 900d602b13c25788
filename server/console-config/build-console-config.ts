// The console's runtime settings (config.json) derived from the service's own,
// so that one console build works against this service wherever it runs.
import { consoleConfigSchema, type ConsoleConfig } from "../../contract/console-config";
import type { Config } from "../config";
import { EMBEDDED_CLIENT_ID, EMBEDDED_USER_POOL_ID } from "../identity/embedded-pool";

export function buildConsoleConfig(config: Pick<Config, "publicUrl" | "cognito" | "grpcPort" | "grpcTls">): ConsoleConfig {
  const identity = config.cognito
    ? // AWS Cognito: no endpoint, so the client derives it from the pool's region.
      { userPoolId: config.cognito.userPoolId, clientId: config.cognito.clientId, authFlow: "USER_SRP_AUTH" }
    : {
        endpoint: `${config.publicUrl}/identity/`,
        userPoolId: EMBEDDED_USER_POOL_ID,
        clientId: EMBEDDED_CLIENT_ID,
        authFlow: "USER_SRP_AUTH",
      };
  // Parsed, not just typed: a settings combination the console cannot read fails at start, not in a browser.
  const grpc = config.grpcPort === null ? undefined : { host: new URL(config.publicUrl).hostname, port: config.grpcPort, tls: config.grpcTls !== undefined };
  return consoleConfigSchema.parse({ apiBaseUrl: "/api", identity, ...(grpc ? { grpc } : {}) });
}
