// Recall@10 of a sparse or hybrid benchmark's answers, with ties at the tenth
// place counted as hits: an exact index may return another of several rows
// that share the tenth best score. A returned point is a hit when it is among
// the true top-10, or when its true score (recomputed by brute force, not the
// score the service sent) is within `tolerance` of the tenth true score.
export interface Answer {
  ids: readonly number[];
  scores: readonly number[];
}

export interface RecallCheck {
  /** The true top-10's ids (fewer when fewer points match). */
  truth(query: number): readonly number[];
  /** The true score of any point for the query (0 when it does not match). */
  trueScore(query: number, id: number): number;
  /** The best score the point could have had where the truth holds ties (its rank among equals, for a fusion); trueScore when absent. */
  bestScore?(query: number, id: number): number;
  tolerance: number;
}

export interface Recall {
  recall: number;
  /** Largest difference between a returned score and the point's true score. */
  maxScoreError: number;
}

export function recallOf(answers: readonly Answer[], check: RecallCheck, first = 0): Recall {
  let [hits, expected, maxScoreError] = [0, 0, 0];
  answers.forEach((answer, index) => {
    const query = first + index;
    const truth = check.truth(query);
    const truthSet = new Set(truth);
    const tenth = truth.length === 0 ? Infinity : check.trueScore(query, truth[truth.length - 1] ?? -1);
    let found = 0;
    new Set(answer.ids.slice(0, truth.length)).forEach((id) => {
      if (truthSet.has(id) || (check.bestScore ?? check.trueScore)(query, id) >= tenth - check.tolerance) found += 1;
    });
    answer.ids.forEach((id, at) => (maxScoreError = Math.max(maxScoreError, Math.abs((answer.scores[at] ?? 0) - check.trueScore(query, id)))));
    hits += found;
    expected += truth.length;
  });
  return { recall: expected === 0 ? 1 : hits / expected, maxScoreError };
}
