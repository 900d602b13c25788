// qdrant/bm25 as the service sees it (a SparseModel). It runs on the calling
// thread: measured on WordNet glosses (71 characters on average), a text
// costs about 8 µs once the stems of its words are remembered (20 µs cold),
// where a round trip to a worker thread costs about 230 µs. A long list is
// embedded in slices of 128 texts (a few ms each), giving the event loop its
// turn between slices, and stops there when the caller aborts.
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { SparseEmbedding, SparseModel } from "../embedding-model";
import { embedBm25 } from "./bm25-embed";
import { checkTexts } from "./check-texts";

export const BM25_MODEL_NAME = "qdrant/bm25";
const SLICE = 128;
/** No model limit (Qdrant has none); this only bounds one text's work. */
const MAX_CHARACTERS = 1_000_000;

export interface BuiltinSparseModel extends SparseModel {
  stop(error: Error): void;
}

export function createBm25Model(): BuiltinSparseModel {
  let stoppedWith: Error | undefined;
  return {
    name: BM25_MODEL_NAME,
    description: "BM25 keyword weights as a sparse vector, as Qdrant's own qdrant/bm25 computes them (English stopwords and stemming); use it with a sparse vector whose modifier is idf.",
    runsOn: "built-in",
    kind: "sparse",
    async embed(texts, { purpose, signal }) {
      checkTexts(BM25_MODEL_NAME, texts, MAX_CHARACTERS);
      const out: SparseEmbedding[] = [];
      for (let start = 0; start < texts.length; start += SLICE) {
        if (start > 0) await yieldToEventLoop();
        signal?.throwIfAborted();
        if (stoppedWith) throw stoppedWith;
        for (const text of texts.slice(start, start + SLICE)) out.push(embedBm25(text, purpose));
      }
      return out;
    },
    stop(error) {
      stoppedWith = error;
    },
  };
}
