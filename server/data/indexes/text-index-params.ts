// A text index's parameters, two ways: as Qdrant shows them back in
// payload_schema (its serialization of TextIndexParams: the tokenizer always,
// the other options only when given, stopword sets sorted and without
// repeats, as its BTreeSets hold them), which is what the metadata store and
// the write log keep; and as the engine's settings, defaults filled in.
import { STOPWORD_LANGUAGES, TextIndexParams } from "../../../contract/qdrant/text-index";
import { DEFAULT_TEXT_INDEX, type TextIndexSettings } from "../../engine/text-index/text-index-settings";
import { stopwordsOf } from "../../engine/text-index/stopword-lists";
import { wrongInput } from "../qdrant-errors";

type Shown = Record<string, unknown>;

/** The parameters as Qdrant shows them; refused when they name stopwords this service has no list for. */
export function showTextIndexParams(params: TextIndexParams): Shown {
  const missing = stopwordLanguagesOf(params).filter((language) => stopwordsOf(language) === undefined);
  if (missing.length > 0) {
    throw wrongInput(`No stopword list for ${missing.join(", ")} here; name other languages, or list the words in stopwords.custom`);
  }
  const { type, tokenizer = "word", stopwords, ...options } = params;
  const shown: Shown = { type, tokenizer };
  for (const [name, value] of Object.entries({ ...options, stopwords: showStopwords(stopwords) })) if (value !== undefined && value !== null) shown[name] = value;
  return shown;
}

/** The engine's settings from parameters as shown (and stored). */
export function toTextIndexSettings(shown: Shown | null): TextIndexSettings {
  const parsed = TextIndexParams.safeParse(shown);
  if (!parsed.success) return DEFAULT_TEXT_INDEX;
  const params = parsed.data;
  return {
    tokenizer: params.tokenizer ?? DEFAULT_TEXT_INDEX.tokenizer,
    minTokenLen: params.min_token_len ?? null,
    maxTokenLen: params.max_token_len ?? null,
    lowercase: params.lowercase ?? true,
    asciiFolding: params.ascii_folding ?? false,
    phraseMatching: params.phrase_matching ?? false,
    stopwordLanguages: stopwordLanguagesOf(params),
    customStopwords: typeof params.stopwords === "object" ? (params.stopwords?.custom ?? []) : [],
    stemmer: params.stemmer?.language ?? null,
  };
}

function stopwordLanguagesOf({ stopwords }: TextIndexParams): string[] {
  if (typeof stopwords === "string") return [stopwords];
  return stopwords?.languages ?? [];
}

function showStopwords(stopwords: TextIndexParams["stopwords"]): unknown {
  if (typeof stopwords !== "object" || stopwords === null) return stopwords;
  const shown: Shown = {};
  if (stopwords.languages) shown.languages = STOPWORD_LANGUAGES.filter((language) => stopwords.languages?.includes(language));
  if (stopwords.custom) shown.custom = [...new Set(stopwords.custom)].sort(byCodePoints);
  return shown;
}

/** Rust's order of strings (UTF-8 bytes, that is code points), not JavaScript's (UTF-16 units). */
function byCodePoints(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}
