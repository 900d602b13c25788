// /api/projects/{projectId}/models: the embedding models a project can use:
// the service's built-in models, and the external ones it added (any
// OpenAI-compatible embeddings endpoint: OpenAI, Ollama, TEI, vLLM), with
// their live usage in this service process; adding, changing, testing and
// deleting external models; and /inference/embed, which turns texts into
// vectors with any of them (the Inference page). An external model's API key
// is sealed at rest and never returned: only whether one is set and its last
// four characters.
import { z } from "zod";
import {
  EMBED_TEXTS_MAX,
  EMBED_TEXT_MAX_LENGTH,
  PROVIDER_API_KEY_MAX_LENGTH,
  PROVIDER_MODEL_MAX_LENGTH,
  baseUrlProblem,
  modelNameProblem,
  normaliseBaseUrl,
} from "./model-limits";
import { projectParamsSchema } from "./projects";
import { declareRoute } from "./route";
import { withoutNul } from "./text";

export const MODEL_KINDS = ["dense", "sparse"] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];
export const MODEL_RUNS_ON = ["built-in", "external"] as const;
export const EMBEDDING_PURPOSES = ["document", "query"] as const;

const modelNameSchema = withoutNul(z.string().trim(), "The model name").superRefine((name, context) => {
  const problem = modelNameProblem(name);
  if (problem !== null) context.addIssue({ code: "custom", message: problem });
});

const baseUrlSchema = withoutNul(z.string().trim(), "The base URL")
  .superRefine((url, context) => {
    const problem = baseUrlProblem(url);
    if (problem !== null) context.addIssue({ code: "custom", message: problem });
  })
  .transform(normaliseBaseUrl)
  .meta({ description: "The endpoint's base URL: the service POSTs to {baseUrl}/embeddings (http or https, no credentials in it)" });

const providerModelSchema = withoutNul(
  z
    .string()
    .trim()
    .min(1, "Enter the model's name at the provider, e.g. text-embedding-3-small")
    .max(PROVIDER_MODEL_MAX_LENGTH, `The provider's model name is at most ${PROVIDER_MODEL_MAX_LENGTH} characters`),
  "The provider's model name",
).meta({ description: "The model's name at the provider, sent as `model`" });

const apiKeySchema = withoutNul(
  z
    .string()
    .trim()
    .min(1, "The API key must not be empty: leave it out for a provider that needs none")
    .max(PROVIDER_API_KEY_MAX_LENGTH, `The API key is at most ${PROVIDER_API_KEY_MAX_LENGTH} characters`),
  "The API key",
).meta({ description: "Sent as `Authorization: Bearer <key>`; stored sealed, never shown again" });

export const modelUsageSchema = z
  .object({
    /** Embedding calls answered since this service process started. */
    requests: z.number().int().nonnegative(),
    texts: z.number().int().nonnegative(),
    /** Texts embedded per second of embedding time; null until measured. */
    textsPerSecond: z.number().nonnegative().nullable(),
    averageLatencyMs: z.number().nonnegative().nullable(),
  })
  .meta({ id: "ModelUsage", description: "Live usage of the model by this project, in this service process (it starts again at a restart)" });
export type ModelUsage = z.infer<typeof modelUsageSchema>;

export const modelTestSchema = z
  .object({
    at: z.iso.datetime({ offset: true }),
    outcome: z.enum(["succeeded", "failed"]),
    latencyMs: z.number().int().nonnegative().nullable(),
    /** The provider's own message, when it failed. */
    error: z.string().nullable(),
  })
  .meta({ id: "ModelTest" });
export type ModelTest = z.infer<typeof modelTestSchema>;

export const externalModelSettingsSchema = z
  .object({
    baseUrl: z.string(),
    providerModel: z.string(),
    hasApiKey: z.boolean(),
    /** The key's last four characters, to recognise it by; null without a key. */
    apiKeyLastFour: z.string().nullable(),
    lastTest: modelTestSchema.nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "ExternalModelSettings" });
export type ExternalModelSettings = z.infer<typeof externalModelSettingsSchema>;

const MODEL_EXAMPLE = {
  name: "openai-small",
  kind: "dense",
  dimension: 1536,
  runsOn: "external",
  description: "text-embedding-3-small at api.openai.com (OpenAI-compatible)",
  usage: { requests: 12, texts: 310, textsPerSecond: 412.5, averageLatencyMs: 62.6 },
  usedBy: ["articles"],
  external: {
    baseUrl: "https://api.openai.com/v1",
    providerModel: "text-embedding-3-small",
    hasApiKey: true,
    apiKeyLastFour: "x9Qa",
    lastTest: { at: "2026-11-20T09:30:00.000Z", outcome: "succeeded", latencyMs: 240, error: null },
    createdAt: "2026-11-20T09:29:00.000Z",
    updatedAt: "2026-11-20T09:30:00.000Z",
  },
} as const;

export const modelSummarySchema = z
  .object({
    name: z.string(),
    kind: z.enum(MODEL_KINDS),
    /** A dense model's vector length; null for a sparse model, or an external model not yet tested. */
    dimension: z.number().int().positive().nullable(),
    runsOn: z.enum(MODEL_RUNS_ON),
    description: z.string(),
    usage: modelUsageSchema,
    /** Collections that imports of this project filled with this model. */
    usedBy: z.array(z.string()),
    /** An external model's settings; null for a built-in model. */
    external: externalModelSettingsSchema.nullable(),
  })
  .meta({ id: "Model", examples: [MODEL_EXAMPLE] });
export type ModelSummary = z.infer<typeof modelSummarySchema>;

/** GET /api/projects/{projectId}/models */
export const listModelsResponseSchema = z.object({
  models: z.array(modelSummarySchema),
  /** Whether the caller may add, change, test and delete external models (the right model.create). */
  canManage: z.boolean(),
}).meta({ examples: [{ models: [MODEL_EXAMPLE], canManage: true }] });
export type ListModelsResponse = z.infer<typeof listModelsResponseSchema>;

export const modelResponseSchema = z.object({ model: modelSummarySchema }).meta({ examples: [{ model: MODEL_EXAMPLE }] });
export type ModelResponse = z.infer<typeof modelResponseSchema>;

/** POST /api/projects/{projectId}/models: an external model. */
export const addExternalModelBodySchema = z
  .strictObject({
    /** Its name in this project's API (imports, inference); not a built-in model's. */
    name: modelNameSchema,
    baseUrl: baseUrlSchema,
    providerModel: providerModelSchema,
    apiKey: apiKeySchema.optional(),
  })
  .meta({ examples: [{ name: "openai-small", baseUrl: "https://api.openai.com/v1", providerModel: "text-embedding-3-small", apiKey: "sk-…" }] });
export type AddExternalModelBody = z.input<typeof addExternalModelBodySchema>;

/** PATCH /api/projects/{projectId}/models/{name}: what is sent changes; `apiKey: null` removes the key. */
export const updateExternalModelBodySchema = z
  .strictObject({ baseUrl: baseUrlSchema.optional(), providerModel: providerModelSchema.optional(), apiKey: apiKeySchema.nullable().optional() })
  .meta({ examples: [{ baseUrl: "http://localhost:11434/v1", providerModel: "nomic-embed-text", apiKey: null }] });
export type UpdateExternalModelBody = z.input<typeof updateExternalModelBodySchema>;

/** POST .../test takes no fields; a body, if sent, is an empty object. */
export const testModelBodySchema = z.strictObject({}).optional();

export const testModelResponseSchema = z
  .object({ dimension: z.number().int().positive(), latencyMs: z.number().int().nonnegative(), model: modelSummarySchema })
  .meta({ examples: [{ dimension: 1536, latencyMs: 240, model: MODEL_EXAMPLE }] });
export type TestModelResponse = z.infer<typeof testModelResponseSchema>;

export const modelParamsSchema = projectParamsSchema.extend({
  name: z.string().meta({ description: 'The model\'s name, URL-encoded ("qdrant%2Fbm25")' }),
});

/** POST /api/projects/{projectId}/inference/embed */
export const embedBodySchema = z
  .strictObject({
    model: z.string().min(1, "Name a model").max(200, "A model name is at most 200 characters"),
    texts: z
      .array(z.string().min(1, "A text must not be empty").max(EMBED_TEXT_MAX_LENGTH, `A text is at most ${EMBED_TEXT_MAX_LENGTH} characters`), "texts must be a list of texts")
      .min(1, "Send at least one text")
      .max(EMBED_TEXTS_MAX, `At most ${EMBED_TEXTS_MAX} texts at a time`),
    /** Documents are stored, queries searched with: a BM25 model weighs them differently. Default document. */
    purpose: z.enum(EMBEDDING_PURPOSES, "purpose is document or query").optional(),
  })
  .meta({ examples: [{ model: "glove-100-mean", texts: ["A small red fox", "Vector databases"], purpose: "query" }] });
export type EmbedBody = z.infer<typeof embedBodySchema>;

export const sparseVectorSchema = z.object({ indices: z.array(z.number().int().nonnegative()), values: z.array(z.number()) }).meta({ id: "SparseEmbedding" });

export const embedResponseSchema = z
  .discriminatedUnion("kind", [
    z.object({ model: z.string(), kind: z.literal("dense"), dimension: z.number().int().positive(), vectors: z.array(z.array(z.number())), timeMs: z.number().nonnegative() }),
    z.object({ model: z.string(), kind: z.literal("sparse"), dimension: z.null(), vectors: z.array(sparseVectorSchema), timeMs: z.number().nonnegative() }),
  ])
  .meta({
    id: "Embeddings",
    examples: [
      { model: "glove-100-mean", kind: "dense", dimension: 3, vectors: [[0.12, -0.4, 0.33]], timeMs: 4.2 },
      { model: "qdrant/bm25", kind: "sparse", dimension: null, vectors: [{ indices: [1042, 77310], values: [1, 1] }], timeMs: 0.8 },
    ],
  });
export type EmbedResponse = z.infer<typeof embedResponseSchema>;

const PROVIDER_FAILURE = "An external model's provider that refuses, fails, times out or cannot be reached answers 422 with the provider's own message, naming it and its status.";

export const modelRoutes = {
  list: declareRoute({
    method: "GET",
    path: "/api/projects/{projectId}/models",
    summary: "Every model the project can use: the built-in ones, then its external ones, with live usage and the collections filled with each",
    access: ["model", "read"],
    params: projectParamsSchema,
    replies: { 200: listModelsResponseSchema },
    errors: [404],
  }),
  add: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/models",
    summary: "Add an external model: an OpenAI-compatible embeddings endpoint (OpenAI, Ollama, TEI, vLLM)",
    description: `Its dimension is learned at its first test or use. A name taken in the project (a built-in model's included) is a 409.`,
    access: ["model", "create"],
    audit: "model.create",
    params: projectParamsSchema,
    body: addExternalModelBodySchema,
    replies: { 201: modelResponseSchema },
    errors: [404, 409],
  }),
  update: declareRoute({
    method: "PATCH",
    path: "/api/projects/{projectId}/models/{name}",
    summary: "Change an external model's base URL, provider model or API key",
    description: "A new base URL or provider model forgets the dimension and the last test: test the model again.",
    access: ["model", "update"],
    audit: "model.update",
    params: modelParamsSchema,
    body: updateExternalModelBodySchema,
    replies: { 200: modelResponseSchema },
    errors: [404],
  }),
  delete: declareRoute({
    method: "DELETE",
    path: "/api/projects/{projectId}/models/{name}",
    summary: "Delete an external model (collections filled with it keep their vectors)",
    access: ["model", "delete"],
    audit: "model.delete",
    params: modelParamsSchema,
    replies: { 204: null },
    errors: [404],
  }),
  test: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/models/{name}/test",
    summary: "Test an external model: embed one sentence, record its dimension and latency",
    description: PROVIDER_FAILURE,
    access: ["model", "test"],
    params: modelParamsSchema,
    body: testModelBodySchema,
    replies: { 200: testModelResponseSchema },
    errors: [404, 422],
  }),
};

export const inferenceRoutes = {
  embed: declareRoute({
    method: "POST",
    path: "/api/projects/{projectId}/inference/embed",
    summary: `Embed up to ${EMBED_TEXTS_MAX} texts with one of the project's models: dense vectors, or sparse ones ({indices, values})`,
    description: PROVIDER_FAILURE,
    access: ["model", "use"],
    params: projectParamsSchema,
    body: embedBodySchema,
    replies: { 200: embedResponseSchema },
    errors: [404, 413, 422],
  }),
};
