// A text as Qdrant's `qdrant/bm25` sparse vector (its bm25 crate, the same
// formula as fastembed's Qdrant/bm25). A document holds each distinct token's
// term-frequency weight
//   tf·(k + 1) / (tf + k·(1 − b + b·dl/avg_len)),  k 1.2, b 0.75, avg_len 256,
// dl the document's token count after stopwords are dropped; a query holds
// each distinct token with value 1. The idf is not here: the collection's
// sparse vector with `modifier: "idf"` applies it at search time, as in
// Qdrant. Indices ascending, each once. A text with no token left (only
// stopwords) gives an empty vector, as Qdrant does.
import type { EmbeddingPurpose, SparseEmbedding } from "../embedding-model";
import { bm25TokenId } from "./bm25-token-id";
import { bm25Tokens } from "./bm25-tokens";

export interface Bm25Params {
  k: number;
  b: number;
  averageLength: number;
}

/** Qdrant's defaults (Bm25Params::default, Bm25Config's k, b and avg_len). */
export const QDRANT_BM25: Bm25Params = { k: 1.2, b: 0.75, averageLength: 256 };

export function embedBm25(text: string, purpose: EmbeddingPurpose): SparseEmbedding {
  const tokens = bm25Tokens(text);
  return purpose === "query" ? bm25QueryVector(tokens) : bm25DocumentVector(tokens, QDRANT_BM25);
}

export function bm25QueryVector(tokens: readonly string[]): SparseEmbedding {
  const indices = [...new Set(tokens.map(bm25TokenId))].sort((x, y) => x - y);
  return { indices, values: indices.map(() => 1) };
}

export function bm25DocumentVector(tokens: readonly string[], { k, b, averageLength }: Bm25Params): SparseEmbedding {
  // Qdrant counts by token, then hashes, so two distinct tokens of one text
  // with the same id (a hash collision, rare within one text) overwrite each
  // other there, where they add up here.
  const counts = new Map<number, number>();
  for (const token of tokens) {
    const id = bm25TokenId(token);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  const indices = [...counts.keys()].sort((x, y) => x - y);
  const lengthNorm = k * (1 - b + (b * tokens.length) / averageLength);
  // Qdrant computes in f64 and stores f32: rounded the same way.
  const weight = (tf: number): number => Math.fround((tf * (k + 1)) / (tf + lengthNorm));
  return { indices, values: indices.map((id) => weight(counts.get(id) ?? 0)) };
}
