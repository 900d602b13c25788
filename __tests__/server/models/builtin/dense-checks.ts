// What the dense built-in models' tests check alike: lengths, unit norms,
// and cosine similarity of sentence pairs.
export function norm(vector: readonly number[]): number {
  return Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  return a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0) / (norm(a) * norm(b));
}

/** Each row: a sentence, one that means nearly the same, and one about something else. */
export const SENTENCE_TRIPLES: readonly [string, string, string][] = [
  ["A man is playing a guitar.", "Someone plays an acoustic guitar on stage.", "The central bank raised interest rates again."],
  ["How do I bake bread at home?", "What is a good recipe for homemade bread?", "The train to Paris leaves at noon."],
  ["The cat is sleeping on the sofa.", "A kitten naps on the couch.", "Engineers repaired the bridge over the river."],
  ["Stock prices fell sharply after the announcement.", "Shares dropped steeply once the news came out.", "She planted tomatoes in her garden."],
];
