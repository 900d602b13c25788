// A string cut into words by Qdrant's tokenizers, before any token processing:
//   word, prefix   runs of letters and digits (Rust's char::is_alphanumeric)
//   whitespace     runs between Unicode white space (str::split_whitespace)
//   code           word's runs, each cut where its case changes
//                  (split-identifiers.ts)
//   multilingual   Qdrant uses charabia's segmenters (dictionaries for Chinese,
//                  Japanese, Thai) and normalizer; here ICU's word boundaries
//                  (Intl.Segmenter) and a like normalization: lower case, and
//                  accents dropped (compatibility decomposition, combining marks
//                  removed) except in Chinese and Japanese, whose kana keep their
//                  voicing marks. Latin text splits alike; Chinese and Japanese
//                  may be cut into other words than charabia's dictionaries give.
import { splitIdentifiers } from "./split-identifiers";
import type { Tokenizer } from "./text-index-settings";

const NOT_ALPHANUMERIC = /[^\p{Alphabetic}\p{N}]+/u;
const WHITE_SPACE = /\p{White_Space}+/u;
const COMBINING_MARKS = /\p{Mn}/gu;
const ALPHABETIC = /\p{Alphabetic}/u;
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

let segmenter: Intl.Segmenter | undefined;

export function splitWords(text: string, tokenizer: Tokenizer): string[] {
  switch (tokenizer) {
    case "word":
    case "prefix":
      return text.split(NOT_ALPHANUMERIC).filter((word) => word.length > 0);
    case "whitespace":
      return splitWhitespace(text);
    case "code":
      return splitIdentifiers(text);
    case "multilingual":
      return segmentWords(text);
  }
}

export function splitWhitespace(text: string): string[] {
  return text.split(WHITE_SPACE).filter((word) => word.length > 0);
}

function segmentWords(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "word" });
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    const lemma = (HAN_OR_KANA.test(segment) ? segment.normalize("NFKC") : segment.normalize("NFKD").replace(COMBINING_MARKS, "")).toLowerCase();
    // charabia's tokens without a letter (numbers, symbols) are skipped by Qdrant.
    if (ALPHABETIC.test(lemma)) words.push(lemma);
  }
  return words;
}
