// config.json: the console's runtime settings, read beside index.html at start,
// never baked in at build time, so one build serves every deployment.
import { z } from "zod";

export const USER_POOL_ID_PATTERN = /^[\w-]+_[0-9a-zA-Z]+$/;

export const consoleConfigSchema = z.object({
  /** Base URL of the control plane, "/api" when the service hosts the console. */
  apiBaseUrl: z.string().min(1),
  identity: z.object({
    /** Cognito-compatible endpoint; leave out for AWS Cognito (derived from the pool's region). */
    endpoint: z.string().url().optional(),
    userPoolId: z.string(),
    clientId: z.string(),
    authFlow: z.enum(["USER_SRP_AUTH", "USER_PASSWORD_AUTH"]),
  }),
  /** Qdrant's gRPC API as clients reach it (the public URL's host, GRPC_PORT); absent when the service serves none. */
  grpc: z.object({ host: z.string().min(1), port: z.number().int().min(1).max(65535), tls: z.boolean() }).optional(),
});

export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;
