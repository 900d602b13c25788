// A text as the rows of its words in the GloVe vocabulary. GloVe 6B was
// trained on lower-cased text cut by the Stanford tokenizer, and this
// package's vocabulary keeps words of letters and digits, hyphenated
// compounds ("well-known", "mid-1990s") and punctuation marks, but no
// numbers alone and no contraction pieces ("n't", "'s"). So: accents dropped
// (the vocabulary is ASCII), lower case, runs of letters and digits joined by
// hyphens, a compound looked up whole and otherwise part by part; punctuation
// and unknown words left out. English stopwords are left out too (a mean
// dominated by "the", "of" and "is" makes every sentence alike), unless they
// are all the text has ("to be or not to be").
import { stopwordsOf } from "../../engine/text-index/stopword-lists";

const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const COMBINING_MARKS = /\p{Mn}/gu;

let stopwords: ReadonlySet<string> | undefined;

/** The rows of the text's known words, in order (a word each time it occurs). */
export function gloveRows(text: string, rowOf: ReadonlyMap<string, number>): number[] {
  stopwords ??= new Set(stopwordsOf("english"));
  const known: string[] = [];
  for (const [word] of text.normalize("NFKD").replace(COMBINING_MARKS, "").toLowerCase().matchAll(WORD)) {
    if (rowOf.has(word)) known.push(word);
    else for (const part of word.split("-")) if (rowOf.has(part)) known.push(part);
  }
  const content = known.filter((word) => !stopwords?.has(word));
  return (content.length > 0 ? content : known).map((word) => rowOf.get(word) ?? 0);
}
