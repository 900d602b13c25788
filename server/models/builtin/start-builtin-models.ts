// The built-in models: universal-sentence-encoder-lite and glove-100-mean
// run in one pool of worker threads (model-pool.ts), each behind a batcher
// that gathers concurrent calls; qdrant/bm25 runs on the calling thread
// (bm25-model.ts says why). Starting costs nothing: the pool starts, and
// each model loads, on the first text it is given. GloVe's vectors come from
// a cache file in `cacheDirectory`, built from the package's JSON the first
// time (about 6 s, off the main thread) and read back on later starts.
import type { EmbeddingModel } from "../embedding-model";
import { createBm25Model } from "./bm25-model";
import { createDenseModel } from "./dense-builtin-model";
import type { SharedGlove } from "./glove-store";
import { createModelPool, defaultThreadCount } from "./model-pool";
import { GLOVE_DIMENSIONS, USE_LITE_DIMENSIONS } from "./dense-dimensions";

export interface BuiltinModelOptions {
  /** Folder for the GloVe cache file, e.g. DATA_DIR/models; made when missing. */
  cacheDirectory: string;
  /** Worker threads for the dense models; default min(2, cores). */
  threads?: number;
  /** Most texts in one model call; default 64. */
  maxBatchSize?: number;
}

export interface BuiltinModels {
  models: EmbeddingModel[];
  /** Refuses further calls and ends the worker threads. */
  close(): Promise<void>;
}

/** Past about 10,000 characters USE-lite's tokenizer slows down more than linearly (20,000: 0.7 s; 50,000: 8 s). */
const USE_LITE_MAX_CHARACTERS = 10_000;
const GLOVE_MAX_CHARACTERS = 1_000_000;

export async function startBuiltinModels(options: BuiltinModelOptions): Promise<BuiltinModels> {
  const threads = options.threads ?? defaultThreadCount();
  const maxBatchSize = options.maxBatchSize ?? 64;
  if (!(Number.isInteger(threads) && threads >= 1)) throw new Error(`the built-in models need a whole number of threads, at least 1 (not ${threads})`);
  if (!(Number.isInteger(maxBatchSize) && maxBatchSize >= 1)) throw new Error(`the built-in models' batch size must be a whole number, at least 1 (not ${maxBatchSize})`);
  const pool = createModelPool(threads);

  let glove: Promise<SharedGlove> | undefined;
  const sharedGlove = (): Promise<SharedGlove> =>
    (glove ??= pool.run<"glove-prepare">({ kind: "glove-prepare", cacheDirectory: options.cacheDirectory }).then(
      (prepared) => prepared.shared,
      (error: unknown) => {
        glove = undefined;
        throw error;
      },
    ));

  const useLite = createDenseModel({
    name: "universal-sentence-encoder-lite",
    description: "Universal Sentence Encoder lite (Google): 512-dimensional unit vectors of English sentences, for semantic search.",
    dimension: USE_LITE_DIMENSIONS,
    maxCharacters: USE_LITE_MAX_CHARACTERS,
    maxBatchSize,
    maxInFlight: threads,
    emptyReason: "the model gave none",
    run: (texts) => pool.run<"use-lite">({ kind: "use-lite", texts }),
  });
  const gloveMean = createDenseModel({
    name: "glove-100-mean",
    description:
      "The mean of the GloVe vectors (100 dimensions) of a text's English words, as a unit vector: very fast, coarser than a sentence encoder. A text with no word in its vocabulary is refused.",
    dimension: GLOVE_DIMENSIONS,
    maxCharacters: GLOVE_MAX_CHARACTERS,
    maxBatchSize,
    maxInFlight: threads,
    emptyReason: "none of its words is in the model's vocabulary",
    run: async (texts) => pool.run<"glove-mean">({ kind: "glove-mean", texts, glove: await sharedGlove() }),
  });
  const bm25 = createBm25Model();

  return {
    models: [useLite, gloveMean, bm25],
    async close() {
      const stopped = new Error("the built-in models have been stopped");
      for (const model of [useLite, gloveMean, bm25]) model.stop(stopped);
      await pool.close();
    },
  };
}
