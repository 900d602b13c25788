// Qdrant's three full-text conditions on the strings of one payload key.
// With a full-text index on the key (its FullTextIndex):
//   text     every query token is among the tokens of the key's strings
//   text_any at least one query token is
//   phrase   the phrase's tokens follow one another, in order, within one
//            string; only an index with phrase_matching keeps the positions
//            this needs, and without them a phrase matches nothing
// and a query without tokens (all stopwords, say) matches nothing. Without an
// index Qdrant compares the raw strings (condition_checker.rs): text and
// phrase hold when a string contains the query as it is, text_any when it
// contains one of the query's whitespace-separated words.
import type { TextMode } from "../filter/filter-tree";
import { splitWhitespace } from "./split-words";
import { textAnalyzer } from "./text-analyzer";
import type { TextIndexSettings } from "./text-index-settings";

export type StringsTest = (strings: readonly string[]) => boolean;

const NOTHING: StringsTest = () => false;

/** The test of one condition, given the key's index settings (null: no full-text index on it). */
export function textTest(query: string, mode: TextMode, settings: TextIndexSettings | null): StringsTest {
  return settings ? indexedTest(query, mode, settings) : rawTest(query, mode);
}

function indexedTest(query: string, mode: TextMode, settings: TextIndexSettings): StringsTest {
  const analyzer = textAnalyzer(settings);
  if (mode === "phrase") {
    const phrase = analyzer.documentTokens(query);
    if (!settings.phraseMatching || phrase.length === 0) return NOTHING;
    return (strings) => strings.some((text) => hasRun(analyzer.documentTokens(text), phrase));
  }
  const wanted = [...new Set(analyzer.queryTokens(query))];
  if (wanted.length === 0) return NOTHING;
  return (strings) => {
    const present = new Set(strings.flatMap((text) => analyzer.documentTokens(text)));
    return mode === "any" ? wanted.some((token) => present.has(token)) : wanted.every((token) => present.has(token));
  };
}

function rawTest(query: string, mode: TextMode): StringsTest {
  if (mode !== "any") return (strings) => strings.some((text) => text.includes(query));
  const words = splitWhitespace(query);
  if (words.length === 0) return NOTHING;
  return (strings) => strings.some((text) => words.some((word) => text.includes(word)));
}

/** Whether `run` occurs in `tokens` as consecutive tokens. */
export function hasRun(tokens: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= tokens.length; start += 1) {
    if (run.every((token, offset) => tokens[start + offset] === token)) return true;
  }
  return false;
}
