// A full-text index's settings: Qdrant's TextIndexParams with its defaults
// filled in. They say how a text field's strings and a query's text become
// tokens; the engine keeps them with the field's index, so that the index
// column and the in-memory check of the same field tokenize alike.
export type Tokenizer = "word" | "whitespace" | "prefix" | "multilingual" | "code";

export interface TextIndexSettings {
  tokenizer: Tokenizer;
  /** Tokens of fewer characters are left out; null: no limit. */
  minTokenLen: number | null;
  /** Tokens of more characters are left out (the prefix tokenizer keeps prefixes up to it); null: no limit. */
  maxTokenLen: number | null;
  lowercase: boolean;
  /** Accented letters folded to ASCII, as Lucene's ASCIIFoldingFilter does ("ação" -> "acao"). */
  asciiFolding: boolean;
  /** Whether phrase matches can be answered: without, a phrase matches nothing, as in Qdrant. */
  phraseMatching: boolean;
  /** Qdrant's Language names whose stopword lists are left out (stopword-lists.ts). */
  stopwordLanguages: readonly string[];
  customStopwords: readonly string[];
  /** The Snowball stemmer's language (stemmers.ts), or null for none. */
  stemmer: string | null;
}

/** Qdrant's defaults: the word tokenizer, lower-cased, nothing else. */
export const DEFAULT_TEXT_INDEX: TextIndexSettings = {
  tokenizer: "word",
  minTokenLen: null,
  maxTokenLen: null,
  lowercase: true,
  asciiFolding: false,
  phraseMatching: false,
  stopwordLanguages: [],
  customStopwords: [],
  stemmer: null,
};

/** The settings as one string, the same for equal settings: a cache key, and how an index tells whether it must be rebuilt. */
export function textIndexKey(settings: TextIndexSettings): string {
  const { tokenizer, minTokenLen, maxTokenLen, lowercase, asciiFolding, phraseMatching, stopwordLanguages, customStopwords, stemmer } = settings;
  return JSON.stringify([tokenizer, minTokenLen, maxTokenLen, lowercase, asciiFolding, phraseMatching, [...stopwordLanguages].sort(), [...customStopwords].sort(), stemmer]);
}

const TOKENIZERS: readonly Tokenizer[] = ["word", "whitespace", "prefix", "multilingual", "code"];

/** Settings read back from storage (JSON that an earlier version, or a hand, wrote): anything not understood takes the default. */
export function readTextIndexSettings(json: string): TextIndexSettings {
  const stored = parseObject(json);
  if (!stored) return DEFAULT_TEXT_INDEX;
  const length = (field: unknown): number | null => (typeof field === "number" && Number.isSafeInteger(field) && field >= 0 ? field : null);
  const flag = (field: unknown, fallback: boolean): boolean => (typeof field === "boolean" ? field : fallback);
  const strings = (field: unknown): string[] => (Array.isArray(field) ? field.filter((item): item is string => typeof item === "string") : []);
  return {
    tokenizer: TOKENIZERS.find((tokenizer) => tokenizer === stored.tokenizer) ?? DEFAULT_TEXT_INDEX.tokenizer,
    minTokenLen: length(stored.minTokenLen),
    maxTokenLen: length(stored.maxTokenLen),
    lowercase: flag(stored.lowercase, true),
    asciiFolding: flag(stored.asciiFolding, false),
    phraseMatching: flag(stored.phraseMatching, false),
    stopwordLanguages: strings(stored.stopwordLanguages),
    customStopwords: strings(stored.customStopwords),
    stemmer: typeof stored.stemmer === "string" ? stored.stemmer : null,
  };
}

function parseObject(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
