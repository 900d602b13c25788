// The tokens Qdrant's server-side `qdrant/bm25` reads from a text with its
// default options (Bm25Config: the word tokenizer, lower-cased, no ASCII
// folding, English stopwords, the English Snowball stemmer, no length
// limits): the pipeline of a full-text index with those settings
// (server/engine/text-index/text-analyzer.ts), from the same parts. Words
// are runs of letters and digits, each lower-cased, dropped when a stopword,
// then stemmed ("The cats are running" -> "cat", "run").
//
// Stemming is nine tenths of the work (about 6 µs a word with
// snowball-stemmers), and text repeats its words, so stems are remembered
// (up to 100,000 words, then the memory starts over).
//
// fastembed's Qdrant/bm25 differs at the edges only: it keeps "_" inside a
// word, drops words longer than 40 characters, and its stopword file also
// lists contractions such as "don't" (which the word tokenizer splits anyway).
import { splitWords } from "../../engine/text-index/split-words";
import { stemmerOf, type Stem } from "../../engine/text-index/stemmers";
import { stopwordsOf } from "../../engine/text-index/stopword-lists";

const MAX_REMEMBERED_STEMS = 100_000;

let stopwords: ReadonlySet<string> | undefined;
let stem: Stem | undefined;
const stems = new Map<string, string>();

export function bm25Tokens(text: string): string[] {
  stopwords ??= new Set(stopwordsOf("english"));
  stem ??= stemmerOf("english");
  const tokens: string[] = [];
  for (const word of splitWords(text, "word")) {
    const lower = word.toLowerCase();
    if (stopwords.has(lower)) continue;
    tokens.push(stemOf(lower, stem ?? ((same) => same)));
  }
  return tokens;
}

function stemOf(word: string, stemWord: Stem): string {
  let known = stems.get(word);
  if (known === undefined) {
    if (stems.size >= MAX_REMEMBERED_STEMS) stems.clear();
    stems.set(word, (known = stemWord(word)));
  }
  return known;
}
