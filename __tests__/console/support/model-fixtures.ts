// A project's models as GET /api/projects/{id}/models lists them
// (contract/models.ts): the three built-in ones and an external model not
// tested yet (its dimension unknown).
import type { ModelSummary } from "../../../contract/models";
import { PROJECT_A } from "./console-fixtures";
import type { ServiceEdge } from "./service-edge";

export const MODELS_PATH = `/api/projects/${PROJECT_A.id}/models`;
export const EMBED_PATH = `/api/projects/${PROJECT_A.id}/inference/embed`;

const unmeasured = { requests: 0, texts: 0, textsPerSecond: null, averageLatencyMs: null };

function builtIn(name: string, kind: ModelSummary["kind"], dimension: number | null, description: string): ModelSummary {
  return { name, kind, dimension, runsOn: "built-in", description, usage: unmeasured, usedBy: [], external: null };
}

export const USE_LITE = builtIn("universal-sentence-encoder-lite", "dense", 512, "Universal Sentence Encoder Lite");
export const GLOVE = builtIn("glove-100-mean", "dense", 100, "The mean of GloVe word vectors");
export const BM25 = builtIn("qdrant/bm25", "sparse", null, "BM25 term weights");
export const OPENAI: ModelSummary = {
  name: "openai-small",
  kind: "dense",
  dimension: null,
  runsOn: "external",
  description: "text-embedding-3-small at api.openai.com (OpenAI-compatible)",
  usage: unmeasured,
  usedBy: [],
  external: {
    baseUrl: "https://api.openai.com/v1",
    providerModel: "text-embedding-3-small",
    hasApiKey: true,
    apiKeyLastFour: "x9Qa",
    lastTest: null,
    createdAt: "2026-11-20T09:29:00.000Z",
    updatedAt: "2026-11-20T09:29:00.000Z",
  },
};

export const ALL_MODELS = [USE_LITE, GLOVE, BM25, OPENAI];

export function listModels(edge: ServiceEdge, models: ModelSummary[] = ALL_MODELS): void {
  edge.route(`GET ${MODELS_PATH}`, { status: 200, body: { models, canManage: true } });
}
