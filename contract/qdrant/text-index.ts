// Qdrant's TextIndexParams: a full-text payload index with its tokenizer,
// token lengths, lower-casing, ASCII folding, phrase matching, stopwords and
// stemmer. Options left out (or null) take Qdrant's defaults; unknown fields
// are ignored, as serde does.
import { z } from "zod";
import { unsignedInteger } from "./fields";
import { selectUnion } from "./select-union";
import { unitVariants } from "./unit-variants";
import { expecting, isJsonObject } from "./wording";

/** Qdrant's TokenizerType. */
export const TOKENIZERS = ["prefix", "whitespace", "word", "multilingual"] as const;

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
  },
  { error: expecting("an object") },
);

export type TextIndexParams = z.output<typeof TextIndexParams>;
