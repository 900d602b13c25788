// Which embedding models can fill a collection's vector: a dense model whose
// dimension is the vector's size, a sparse model for a sparse vector; and, for
// each model that cannot, the reason, so that a picker can say why it is not
// offered. Type-only imports: Search's first load and the Inference page share it.
import type { ModelSummary } from "../../contract/models";

/** The vector a model's embeddings go into: a dense vector of a size, or a sparse vector. */
export type ModelTarget = { sparse: true } | { sparse?: false; size: number };

export type FittedModel = Pick<ModelSummary, "name" | "kind" | "dimension">;

/** Why the model cannot fill the vector, or null when it can. */
export function modelMismatch(model: Pick<ModelSummary, "kind" | "dimension">, target: ModelTarget): string | null {
  if (target.sparse === true) return model.kind === "sparse" ? null : "A dense model: this vector is sparse";
  if (model.kind === "sparse") return "A sparse model: this vector is dense";
  if (model.dimension === null) return "Not tested yet, so its dimension is unknown: test it in Models";
  if (model.dimension !== target.size) return `${model.dimension} dimensions; this vector has ${target.size}`;
  return null;
}

/** The models that fit the vector, in the list's order. */
export function modelsFitting<M extends Pick<ModelSummary, "kind" | "dimension">>(models: readonly M[], target: ModelTarget): M[] {
  return models.filter((model) => modelMismatch(model, target) === null);
}

/** "dense · 512", "sparse", "dense · dimension not known yet". */
export function describeModel(model: Pick<ModelSummary, "kind" | "dimension">): string {
  if (model.kind === "sparse") return "sparse";
  return `dense · ${model.dimension === null ? "dimension not known yet" : model.dimension}`;
}

/** What a picker says under itself: how many of the project's models fit `described` ("dense (512 · Cosine)"), or that none does and where to add one. */
export function describeFit(models: readonly FittedModel[], target: ModelTarget, described: string): string {
  const fitting = modelsFitting(models, target).length;
  return fitting === 0 ? `None of the project's ${models.length} models fits ${described}: add one in Models` : `${fitting} of ${models.length} models fit ${described}`;
}
