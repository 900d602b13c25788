// Qdrant's TextIndexParams: a full-text payload index with its tokenizer,
// token lengths, lower-casing, ASCII folding, phrase matching, stopwords and
// stemmer, and, from 1.20, BM25 `scoring` (what a text query ranks by) and
// `nested` (the array whose objects are indexed one by one, as every index
// type takes it: indexes.ts). Options left out (or null) take Qdrant's
// defaults; unknown fields are ignored, as serde does.
import { z } from "zod";
import { PayloadKeyName, unsignedInteger } from "./fields";
import { selectUnion } from "./select-union";
import { unitVariants } from "./unit-variants";
import { expecting, isJsonObject } from "./wording";

/** Qdrant's TokenizerType (`code`: 1.20). */
export const TOKENIZERS = ["prefix", "whitespace", "word", "multilingual", "code"] as const;

/** Qdrant's Language: the stopword lists an index may name. */
export const STOPWORD_LANGUAGES = [
  "arabic",
  "azerbaijani",
  "basque",
  "bengali",
  "catalan",
  "chinese",
  "danish",
  "dutch",
  "english",
  "finnish",
  "french",
  "german",
  "greek",
  "hebrew",
  "hinglish",
  "hungarian",
  "indonesian",
  "italian",
  "japanese",
  "kazakh",
  "nepali",
  "norwegian",
  "portuguese",
  "romanian",
  "russian",
  "slovene",
  "spanish",
  "swedish",
  "tajik",
  "turkish",
] as const;

/** Qdrant's SnowballLanguage. */
export const SNOWBALL_LANGUAGES = [
  "arabic",
  "armenian",
  "danish",
  "dutch",
  "english",
  "finnish",
  "french",
  "german",
  "greek",
  "hungarian",
  "italian",
  "norwegian",
  "portuguese",
  "romanian",
  "russian",
  "spanish",
  "swedish",
  "tamil",
  "turkish",
] as const;

const Flag = z.boolean({ error: expecting("a boolean") }).nullish();
const Length = unsignedInteger().nullish();

export const Language = unitVariants(STOPWORD_LANGUAGES);

/** Qdrant's StopwordsSet: languages' lists merged with words of one's own. */
export const StopwordsSet = z.object(
  {
    languages: z.array(Language, { error: expecting("a list of languages") }).nullish(),
    custom: z.array(z.string({ error: expecting("a string") }), { error: expecting("a list of strings") }).nullish(),
  },
  { error: expecting("an object") },
);

/** Qdrant's StopwordsInterface: a language's name, or a set. */
export const StopwordsInterface = selectUnion([Language, StopwordsSet], (value) => (typeof value === "string" ? Language : isJsonObject(value) ? StopwordsSet : undefined), {
  error: expecting('a language or {"languages": [...], "custom": [...]}'),
});

/** Qdrant's StemmingAlgorithm: Snowball's, for one language. */
export const StemmingAlgorithm = z.object(
  { type: unitVariants(["snowball"]), language: unitVariants(SNOWBALL_LANGUAGES) },
  { error: expecting('a stemmer such as {"type": "snowball", "language": "english"}') },
);

/**
 * Qdrant 1.20's Bm25Params: `k` saturates term frequency (1.2 by default), `b` normalises by document length, from 0
 * (none) to 1 (full; 0.75 by default). The clients send them as f32; the ranges are the clients' documentation's.
 */
export const Bm25Params = z.object(
  { k: z.number({ error: expecting("a number") }).min(0).nullish(), b: z.number({ error: expecting("a number") }).min(0).max(1).nullish() },
  { error: expecting("{k, b}") },
);

export type Bm25Params = z.output<typeof Bm25Params>;

/** Qdrant 1.20's TextScoringParams: the scorer by name; BM25 is the one there is. */
export const TextScoringParams = z.object({ bm25: Bm25Params.nullish() }, { error: expecting('{"bm25": {k, b}}') });

/**
 * A text index's `scoring`: true (BM25 with its defaults; what the JavaScript client's example sends), false, or the
 * scorer's parameters, which then stand for the defaults of the text queries on the field.
 */
export const TextIndexScoring = selectUnion([z.boolean(), TextScoringParams], (value) => (typeof value === "boolean" ? z.boolean() : isJsonObject(value) ? TextScoringParams : undefined), {
  error: expecting('true, false or {"bm25": {k, b}}'),
});

/** 1.20's `nested` of every index type: the path of the array whose objects are each indexed as their own entry ("offers" for "offers[].price"). */
export const NestedIndexPath = PayloadKeyName.nullish();

export const TextIndexParams = z.object(
  {
    type: z.literal("text"),
    // Not an Option in Qdrant: absent is "word", null is refused.
    tokenizer: unitVariants(TOKENIZERS).optional(),
    min_token_len: Length,
    max_token_len: Length,
    lowercase: Flag,
    ascii_folding: Flag,
    phrase_matching: Flag,
    stopwords: StopwordsInterface.nullish(),
    on_disk: Flag,
    stemmer: StemmingAlgorithm.nullish(),
    enable_hnsw: Flag,
    scoring: TextIndexScoring.nullish(),
    nested: NestedIndexPath,
  },
  { error: expecting("an object") },
);

export type TextIndexParams = z.output<typeof TextIndexParams>;
