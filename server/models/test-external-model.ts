// Tests an external model: one sentence embedded, whatever length the
// provider answers. Its dimension and latency are recorded on the model, or
// the provider's message when it failed (shown on the Models page), and the
// failure answers as any ModelError does.
import type { Database } from "../db/client";
import type { ExternalModelRow } from "../db/schema";
import { ModelError } from "./embedding-model";
import { updateExternalModel } from "./external/external-model-store";
import type { ServiceModelCatalog } from "./model-catalog";
import { noSuchModel } from "./model-errors";

export const TEST_SENTENCE = "The quick brown fox jumps over the lazy dog.";

export interface ModelTestOutcome {
  dimension: number;
  latencyMs: number;
  row: ExternalModelRow;
}

export async function testExternalModel(db: Database, catalog: ServiceModelCatalog, row: ExternalModelRow, signal?: AbortSignal): Promise<ModelTestOutcome> {
  const model = await catalog.externalModel(row, { dimension: null });
  const started = performance.now();
  let dimension: number;
  try {
    const [vector] = await model.embed([TEST_SENTENCE], { purpose: "query", signal });
    dimension = vector?.length ?? 0;
  } catch (error) {
    if (error instanceof ModelError) await updateExternalModel(db, row.id, { lastTestedAt: new Date(), lastTestLatencyMs: null, lastTestError: error.message });
    throw error;
  }
  const latencyMs = Math.round(performance.now() - started);
  const updated = await updateExternalModel(db, row.id, { dimension, lastTestedAt: new Date(), lastTestLatencyMs: latencyMs, lastTestError: null });
  if (!updated) throw noSuchModel(row.name);
  return { dimension, latencyMs, row: updated };
}
