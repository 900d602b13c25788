// Qdrant's tokenization of a full-text index (its Tokenizer and
// TokensProcessor): each word folded to ASCII, lower-cased, dropped when a
// stopword, stemmed, and dropped when shorter than min_token_len or longer
// than max_token_len, in that order. The prefix tokenizer indexes every
// prefix of a word from min_token_len characters up to max_token_len, and
// reads a query word as one prefix (stemmed but not checked for stopwords,
// so that a partly typed word still matches: "the" finds "theory").
import ASCIIFolder from "fold-to-ascii";
import { stemmerOf, type Stem } from "./stemmers";
import { stopwordsOf } from "./stopword-lists";
import { splitWords } from "./split-words";
import { textIndexKey, type TextIndexSettings } from "./text-index-settings";

export interface TextAnalyzer {
  /** A stored string's tokens in order, as the index holds them. Phrases are read this way too, as Qdrant does. */
  documentTokens(text: string): string[];
  /** The tokens of a text or text_any query. */
  queryTokens(text: string): string[];
}

const analyzers = new Map<string, TextAnalyzer>();

/** The analyzer for these settings (made once per distinct settings). */
export function textAnalyzer(settings: TextIndexSettings): TextAnalyzer {
  const key = textIndexKey(settings);
  let analyzer = analyzers.get(key);
  if (!analyzer) analyzers.set(key, (analyzer = createAnalyzer(settings)));
  return analyzer;
}

function createAnalyzer(settings: TextIndexSettings): TextAnalyzer {
  const { tokenizer, minTokenLen, maxTokenLen, lowercase, asciiFolding } = settings;
  const stopwords = stopwordSet(settings);
  const stem: Stem | undefined = settings.stemmer === null ? undefined : stemmerOf(settings.stemmer);
  const normalize = (word: string): string => {
    const folded = asciiFolding ? ASCIIFolder.foldMaintaining(word) : word;
    return lowercase ? folded.toLowerCase() : folded;
  };
  const isTooShort = (token: string): boolean => minTokenLen !== null && length(token) < minTokenLen;

  /** One word as a token, or null when it is left out. */
  const processWord = (word: string, checkMaxLength: boolean): string | null => {
    const normalized = normalize(word);
    if (normalized.length === 0 || stopwords.has(normalized)) return null;
    const token = stem ? stem(normalized) : normalized;
    if (isTooShort(token) || (checkMaxLength && maxTokenLen !== null && length(token) > maxTokenLen)) return null;
    return token;
  };

  if (tokenizer !== "prefix") {
    const tokens = (text: string): string[] => splitWords(text, tokenizer).flatMap((word) => processWord(word, true) ?? []);
    return { documentTokens: tokens, queryTokens: tokens };
  }
  return {
    documentTokens: (text) =>
      splitWords(text, tokenizer).flatMap((word) => {
        const token = processWord(word, false);
        return token === null ? [] : prefixesOf(token, minTokenLen ?? 1, maxTokenLen ?? Number.POSITIVE_INFINITY);
      }),
    queryTokens: (text) =>
      splitWords(text, tokenizer).flatMap((word) => {
        const normalized = normalize(word);
        const token = stem ? stem(normalized) : normalized;
        return isTooShort(token) ? [] : [takeCharacters(token, maxTokenLen ?? Number.POSITIVE_INFINITY)];
      }),
  };
}

/** Prefixes of `lowest` to `highest` characters; the whole token when it is no longer. */
function prefixesOf(token: string, lowest: number, highest: number): string[] {
  const characters = [...token];
  const prefixes: string[] = [];
  for (let count = lowest; count <= highest; count += 1) {
    if (count >= characters.length) {
      prefixes.push(token);
      break;
    }
    prefixes.push(characters.slice(0, count).join(""));
  }
  return prefixes;
}

function takeCharacters(token: string, count: number): string {
  const characters = [...token];
  return characters.length <= count ? token : characters.slice(0, count).join("");
}

/** Lengths in characters (code points), as Rust's chars().count(). */
function length(token: string): number {
  let count = 0;
  for (const _ of token) count += 1;
  return count;
}

/** The languages' lists and the custom words, lower-cased when the index lower-cases (Qdrant's StopwordsFilter). */
function stopwordSet(settings: TextIndexSettings): ReadonlySet<string> {
  const words = [...settings.stopwordLanguages.flatMap((language) => stopwordsOf(language) ?? []), ...settings.customStopwords];
  return new Set(settings.lowercase ? words.map((word) => word.toLowerCase()) : words);
}
