// Inference objects embedded in place (document-slots.ts), before a request's
// vectors are checked against the collection: each model called once for all
// of a request's texts, documents embedded as documents and queries as
// queries. Refused in Qdrant's words and shape, before anything is written:
// an object that is not text, an unknown model, a model whose kind or
// dimension does not fit the vector it stands for.
import type { Collection } from "../../db/schema";
import { AppError } from "../../errors";
import { ModelError, type EmbeddingModel, type EmbeddingPurpose, type ModelCatalog } from "../../models/embedding-model";
import { isSparseName, vectorConfig } from "../collections/collection-vectors";
import { wrongInput } from "../qdrant-errors";
import type { DocumentSlot } from "./document-slots";

export async function embedDocuments(catalog: ModelCatalog | undefined, collection: Collection, slots: readonly DocumentSlot[], purpose: EmbeddingPurpose): Promise<void> {
  if (slots.length === 0) return;
  const byModel = new Map<string, { model: EmbeddingModel; slots: DocumentSlot[] }>();
  for (const slot of slots) {
    const { input } = slot;
    if (typeof input.text !== "string") throw wrongInput(`Only text can be embedded here: give {"text": "...", "model": "${input.model}"} (${slot.path})`);
    if (input.text.trim() === "") throw wrongInput(`The text to embed is empty (${slot.path}.text)`);
    let group = byModel.get(input.model);
    if (!group) {
      const model = await catalog?.find(collection.projectId, input.model);
      if (!model) throw wrongInput(`Unknown model "${input.model}": the models this project can use are listed on its Models page (${slot.path}.model)`);
      group = { model, slots: [] };
      byModel.set(input.model, group);
    }
    checkFit(group.model, collection, slot);
    group.slots.push(slot);
  }
  for (const { model, slots: modelSlots } of byModel.values()) {
    let vectors: readonly (number[] | { indices: number[]; values: number[] })[];
    try {
      vectors = await model.embed(
        modelSlots.map((slot) => String(slot.input.text)),
        { purpose },
      );
    } catch (error) {
      if (error instanceof ModelError) throw error.code === "provider_failed" ? new AppError("unprocessable", `Inference failed: ${error.message}`) : wrongInput(error.message);
      throw error;
    }
    modelSlots.forEach((slot, index) => {
      const vector = vectors[index];
      if (vector !== undefined) slot.put(vector);
    });
  }
}

/** A dense model for a dense vector of its dimension, a sparse model for a sparse vector; names the collection lacks are left to the vector checks. */
function checkFit(model: EmbeddingModel, collection: Collection, slot: DocumentSlot): void {
  const label = slot.vector === "" ? "the unnamed vector" : `vector \`${slot.vector}\``;
  if (isSparseName(collection, slot.vector)) {
    if (model.kind !== "sparse") throw wrongInput(`Model "${model.name}" makes dense vectors, but ${label} is sparse: use a sparse model such as qdrant/bm25 (${slot.path})`);
    return;
  }
  let size: number;
  try {
    size = vectorConfig(collection, slot.vector).size;
  } catch {
    return;
  }
  if (model.kind === "sparse") throw wrongInput(`Model "${model.name}" makes sparse vectors, but ${label} is dense (${slot.path})`);
  if (model.dimension !== null && model.dimension !== size) {
    throw wrongInput(`Model "${model.name}" makes vectors of ${model.dimension} dimensions, but ${label} has ${size} (${slot.path})`);
  }
}
