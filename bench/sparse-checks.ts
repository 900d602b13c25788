// How the sparse benchmark scores each kind of answer against brute force
// (bench/sparse-truth.ts), through recallOf (bench/sparse-recall.ts): the true
// top-10, any point's true score, and what counts as a tie.
import { DENSE_DIMENSIONS, type GlossEmbeddings } from "./gloss-embeddings";
import { RECALL_K } from "./glove";
import type { RecallCheck } from "./sparse-recall";
import { fusedTruth, sparseScore, topIds, type GroundTruth } from "./sparse-truth";
import type { WordnetBm25 } from "./wordnet-bm25";

/** The data set and its exact answers. */
export interface Answers {
  dataset: WordnetBm25;
  embeddings: GlossEmbeddings;
  truth: GroundTruth;
  idf: Float64Array;
}

/** The sparse query's: a point scoring within 1e-4 of the tenth true score is a tie, and a hit. */
export function sparseCheck({ dataset, truth, idf }: Answers): RecallCheck {
  return { truth: (query) => topIds(truth.sparse, query, RECALL_K), trueScore: (query, id) => sparseScore(dataset, idf, query, id), tolerance: 1e-4 };
}

/** The filtered query's, among points of one part of speech; a point of another is wrong: its true score is taken as −1. */
export function filteredCheck({ dataset, truth, idf }: Answers, partOfSpeech: number): RecallCheck {
  return {
    truth: (query) => topIds(truth.filtered, query, RECALL_K),
    trueScore: (query, id) => (dataset.partOfSpeech[id] === partOfSpeech ? sparseScore(dataset, idf, query, id) : -1),
    tolerance: 1e-4,
  };
}

export function denseCheck(context: Answers): RecallCheck {
  return { truth: (query) => topIds(context.truth.dense, query, RECALL_K), trueScore: denseScore(context), tolerance: 1e-4 };
}

/** Cosine of unit vectors. */
function denseScore({ embeddings }: Answers): (query: number, id: number) => number {
  return (query, id) => {
    let score = 0;
    for (let d = 0; d < DENSE_DIMENSIONS; d += 1) score += (embeddings.queries[query * DENSE_DIMENSIONS + d] ?? 0) * (embeddings.base[id * DENSE_DIMENSIONS + d] ?? 0);
    return score;
  };
}

/** Ties in either exact list (scores within 1e-6) may be ranked in any order, at the end of a list too (fusedTruth). */
export function hybridCheck(context: Answers): RecallCheck {
  const { dataset, truth, idf } = context;
  const cosine = denseScore(context);
  const exact = Array.from({ length: dataset.queryCount }, (_, query) =>
    fusedTruth(truth, query, 1e-6, [(id) => cosine(query, id), (id) => sparseScore(dataset, idf, query, id)]),
  );
  return {
    truth: (query) => [...(exact[query]?.fused.keys() ?? [])].slice(0, RECALL_K),
    trueScore: (query, id) => exact[query]?.fused.get(id) ?? 0,
    bestScore: (query, id) => exact[query]?.best(id) ?? 0,
    tolerance: 1e-9,
  };
}
