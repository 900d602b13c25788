// /api/projects/:projectId/api-keys: keys for the data plane (the Qdrant
// `api-key` header). The full key is shown once, when it is created; the
// service keeps only its hash and a partial key to recognise it by.
import { z } from "zod";
import { projectParamsSchema } from "./projects";
import { API_KEY_ACCESS } from "./rights";
import { declareRoute } from "./route";
import { withoutNul } from "./text";

export { API_KEY_ACCESS, type ApiKeyAccess } from "./rights";
export const apiKeyAccessSchema = z.enum(API_KEY_ACCESS, { error: `Access must be one of ${API_KEY_ACCESS.join(", ")}` });

/** Every key starts with it, so that a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "vdb_";
export const API_KEY_PATTERN = /^vdb_[0-9A-Za-z]{32}$/;

export const API_KEY_NAME_MAX_LENGTH = 100;
export const API_KEY_COLLECTIONS_MAX = 100;

/** POST /api/projects/:projectId/api-keys; without `collections` the key reaches every collection of the project. */
export const createApiKeyBodySchema = z.strictObject({
  name: withoutNul(
    z
      .string()
      .trim()
      .min(1, "API key name must not be empty")
      .max(API_KEY_NAME_MAX_LENGTH, `API key name must be at most ${API_KEY_NAME_MAX_LENGTH} characters`),
    "API key name",
  ),
  access: apiKeyAccessSchema,
  collections: z
    .array(withoutNul(z.string().min(1, "Collection names must not be empty").max(255, "Collection names must be at most 255 characters"), "A collection name"))
    .min(1, "List at least one collection, or leave collections out for all of them")
    .max(API_KEY_COLLECTIONS_MAX, `At most ${API_KEY_COLLECTIONS_MAX} collections`)
    .optional(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const apiKeySummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** "vdb_abcd…wxyz": the first and last four characters of the secret part. */
  partialKey: z.string(),
  access: apiKeyAccessSchema,
  /** Null: every collection of the project. */
  collections: z.array(z.string()).nullable(),
  /** Who made the key: their id, and their address and name while they are a member (null after they left). */
  createdBy: z.object({ sub: z.string(), email: z.string().nullable(), name: z.string().nullable() }),
  createdAt: z.iso.datetime({ offset: true }),
  /** Within a minute or so: the service writes it at most once a minute per key. */
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
}).meta({ id: "ApiKeySummary" });
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** GET /api/projects/:projectId/api-keys: the project's keys that are not revoked, newest first. */
export const listApiKeysResponseSchema = z.object({ apiKeys: z.array(apiKeySummarySchema) });
export type ListApiKeysResponse = z.infer<typeof listApiKeysResponseSchema>;

/** POST /api/projects/:projectId/api-keys: 201, with the full key (the only time it is shown). */
export const createApiKeyResponseSchema = z.object({ apiKey: apiKeySummarySchema, key: z.string().regex(API_KEY_PATTERN) });
export type CreateApiKeyResponse = z.infer<typeof createApiKeyResponseSchema>;

export const apiKeyParamsSchema = projectParamsSchema.extend({ keyId: z.string().meta({ description: "The key's id (a UUID)" }) });

export const apiKeyRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/api-keys",
    summary: "The project's keys (partial keys only), newest first",
    access: ["apiKey", "read"],
    params: projectParamsSchema,
    replies: { 200: listApiKeysResponseSchema },
    errors: [404],
  }),
  create: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/api-keys",
    summary: "Create a key, shown in full this once",
    description: "A key never carries more rights than its maker: a viewer makes read-only keys (403 otherwise).",
    access: ["apiKey", "create"],
    audit: "apiKey.create",
    params: projectParamsSchema,
    body: createApiKeyBodySchema,
    replies: { 201: createApiKeyResponseSchema },
    errors: [404],
  }),
  revoke: declareRoute({
    method: "DELETE",
    path: "/api/projects/{projectId}/api-keys/{keyId}",
    summary: "Revoke a key, at once",
    description: "Its maker may revoke it; revoking a key someone else made is for the roles with the right apiKey.revokeAny (403 otherwise).",
    access: ["apiKey", "delete"],
    audit: "apiKey.revoke",
    params: apiKeyParamsSchema,
    replies: { 204: null },
    errors: [404],
  }),
};
