// Texts embedded with one of the project's models (the Inference page): dense
// vectors with their dimension, or sparse ones, and the time it took.
import type { EmbedBody, EmbedResponse } from "../../contract/models";
import type { ModelCatalog } from "./embedding-model";
import { noSuchModel } from "./model-errors";

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function embedTexts(catalog: ModelCatalog, projectId: string, { model: name, texts, purpose = "document" }: EmbedBody, signal?: AbortSignal): Promise<EmbedResponse> {
  const model = await catalog.find(projectId, name);
  if (!model) throw noSuchModel(name);
  const started = performance.now();
  const options = { purpose, signal };
  if (model.kind === "sparse") {
    const vectors = await model.embed(texts, options);
    return { model: model.name, kind: "sparse", dimension: null, vectors, timeMs: round(performance.now() - started) };
  }
  const vectors = await model.embed(texts, options);
  return { model: model.name, kind: "dense", dimension: vectors[0]?.length ?? model.dimension ?? 0, vectors, timeMs: round(performance.now() - started) };
}
