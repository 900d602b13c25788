// BM25 over a full-text index's tokens (Qdrant 1.20's text query): per point,
// its documents (one, or with a nested index one per object of the array,
// text-documents.ts), each with its length in tokens and the frequency of
// each token; and per token the points holding it. A document's score for a
// query is, over the query's distinct tokens t,
//   idf(t) * tf * (k + 1) / (tf + k * (1 - b + b * length / average length))
// with idf(t) = ln((N - n + 0.5) / (n + 0.5) + 1), N the documents and n those
// holding t: Qdrant's idf, as its sparse vectors' idf modifier computes it,
// and the average length over every document of the field. A point scores its
// best document; a point sharing no token with the query is not found, as with
// sparse vectors. Kept in memory and changed per point as writes land.

export interface Bm25Params {
  /** Term frequency saturation; Qdrant's default 1.2. */
  k: number;
  /** Length normalisation, 0 (none) to 1 (full); Qdrant's default 0.75. */
  b: number;
}

export const DEFAULT_BM25: Bm25Params = { k: 1.2, b: 0.75 };

interface ScoredDocument {
  length: number;
  frequencies: ReadonlyMap<string, number>;
}

export interface Bm25Hit {
  key: string;
  score: number;
}

export class Bm25Index {
  private readonly documents = new Map<string, ScoredDocument[]>();
  /** Per token: the points holding it in one of their documents. */
  private readonly postings = new Map<string, Set<string>>();
  /** Per token: the documents holding it (n of the idf). */
  private readonly documentFrequency = new Map<string, number>();
  private documentCount = 0;
  private totalLength = 0;

  /** The point's documents, each a list of tokens, in place of what it held (none: it holds nothing to score). */
  set(key: string, documents: readonly (readonly string[])[]): void {
    this.remove(key);
    const scored = documents.filter((tokens) => tokens.length > 0).map(toScoredDocument);
    if (scored.length === 0) return;
    this.documents.set(key, scored);
    for (const document of scored) {
      this.documentCount += 1;
      this.totalLength += document.length;
      for (const token of document.frequencies.keys()) {
        this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1);
        let points = this.postings.get(token);
        if (!points) this.postings.set(token, (points = new Set()));
        points.add(key);
      }
    }
  }

  remove(key: string): void {
    const held = this.documents.get(key);
    if (!held) return;
    this.documents.delete(key);
    for (const document of held) {
      this.documentCount -= 1;
      this.totalLength -= document.length;
      for (const token of document.frequencies.keys()) {
        const left = (this.documentFrequency.get(token) ?? 1) - 1;
        if (left > 0) this.documentFrequency.set(token, left);
        else this.documentFrequency.delete(token);
        const points = this.postings.get(token);
        points?.delete(key);
        if (points?.size === 0) this.postings.delete(token);
      }
    }
  }

  /** Every point holding one of the query's tokens (among `allowed` keys when given), best first. */
  search(queryTokens: readonly string[], { k, b }: Bm25Params, allowed?: ReadonlySet<string>): Bm25Hit[] {
    const weights = new Map<string, number>();
    for (const token of new Set(queryTokens)) {
      const holding = this.documentFrequency.get(token);
      if (holding !== undefined) weights.set(token, Math.log((this.documentCount - holding + 0.5) / (holding + 0.5) + 1));
    }
    const candidates = new Set<string>();
    for (const token of weights.keys()) for (const key of this.postings.get(token) ?? []) if (!allowed || allowed.has(key)) candidates.add(key);
    const averageLength = this.documentCount > 0 ? this.totalLength / this.documentCount : 0;
    const hits: Bm25Hit[] = [];
    for (const key of candidates) {
      let best = 0;
      for (const document of this.documents.get(key) ?? []) {
        const norm = k * (1 - b + (b * document.length) / averageLength);
        let score = 0;
        for (const [token, idf] of weights) {
          const frequency = document.frequencies.get(token);
          if (frequency !== undefined) score += (idf * frequency * (k + 1)) / (frequency + norm);
        }
        best = Math.max(best, score);
      }
      hits.push({ key, score: best });
    }
    return hits.sort((left, right) => right.score - left.score || (left.key < right.key ? -1 : 1));
  }
}

function toScoredDocument(tokens: readonly string[]): ScoredDocument {
  const frequencies = new Map<string, number>();
  for (const token of tokens) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
  return { length: tokens.length, frequencies };
}
