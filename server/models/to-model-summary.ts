// A model as the contract shows it: what it makes, where it runs, its live
// usage and the collections it filled; for an external model its settings,
// never its API key (whether one is set, and its last four characters).
import type { ModelSummary, ModelTest, ModelUsage } from "../../contract/models";
import type { ExternalModelRow } from "../db/schema";
import type { EmbeddingModel } from "./embedding-model";
import { describeExternalModel } from "./external/external-model";

export function toBuiltinSummary(model: EmbeddingModel, usage: ModelUsage, usedBy: string[]): ModelSummary {
  const dimension = model.kind === "dense" ? model.dimension : null;
  return { name: model.name, kind: model.kind, dimension, runsOn: model.runsOn, description: model.description, usage, usedBy, external: null };
}

function toLastTest(row: ExternalModelRow): ModelTest | null {
  if (row.lastTestedAt === null) return null;
  const outcome = row.lastTestError === null ? "succeeded" : "failed";
  return { at: row.lastTestedAt.toISOString(), outcome, latencyMs: row.lastTestLatencyMs, error: row.lastTestError };
}

export function toExternalSummary(row: ExternalModelRow, usage: ModelUsage, usedBy: string[]): ModelSummary {
  return {
    name: row.name,
    kind: "dense",
    dimension: row.dimension,
    runsOn: "external",
    description: describeExternalModel(row),
    usage,
    usedBy,
    external: {
      baseUrl: row.baseUrl,
      providerModel: row.providerModel,
      hasApiKey: row.apiKeySealed !== null,
      apiKeyLastFour: row.apiKeyLastFour,
      lastTest: toLastTest(row),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
  };
}
