// What a result shows of its page: the words that matched, marked, in its
// title and in a snippet of its text around them. Words are cut
// as MiniSearch cuts them (at white space and punctuation) and compared as it
// stores them (lower-cased), so a word is marked exactly when the index
// matched it, prefixes and typos included ("embed" marks "embedding").

export interface SnippetPart {
  text: string;
  isMatch: boolean;
}

/** MiniSearch's default tokenizer: white space and punctuation separate words. */
const SEPARATOR = /([\n\r\p{Z}\p{P}]+)/u;

/** About this many characters of text around the first match. */
export const SNIPPET_LENGTH = 160;
const BEFORE_MATCH = 50;

/** The text cut into words and separators, each word marked when it is one of the terms. */
export function markTerms(text: string, terms: ReadonlySet<string>): SnippetPart[] {
  const parts: SnippetPart[] = [];
  text.split(SEPARATOR).forEach((piece, index) => {
    if (piece === "") return;
    const isMatch = index % 2 === 0 && terms.has(piece.toLowerCase());
    const last = parts.at(-1);
    // Runs of unmarked text stay one part: fewer elements to render.
    if (last !== undefined && !last.isMatch && !isMatch) last.text += piece;
    else parts.push({ text: piece, isMatch });
  });
  return parts;
}

/**
 * Where the snippet's first marked word starts, or -1 when no word matches:
 * the first place where a snippet would show the most of the different terms
 * ("imported points" shows where both are, not the first "points").
 */
function bestMatchAt(text: string, terms: ReadonlySet<string>): number {
  const matches: { at: number; term: string }[] = [];
  let at = 0;
  for (const [index, piece] of text.split(SEPARATOR).entries()) {
    const term = piece.toLowerCase();
    if (index % 2 === 0 && terms.has(term)) matches.push({ at, term });
    at += piece.length;
  }
  let best = -1;
  let mostTerms = 0;
  for (const first of matches) {
    const shown = new Set(matches.filter((match) => match.at >= first.at && match.at < first.at + SNIPPET_LENGTH - BEFORE_MATCH).map((match) => match.term));
    if (shown.size > mostTerms) [best, mostTerms] = [first.at, shown.size];
  }
  return best;
}

/** The start of the word at or after `at` (or at, at the text's ends). */
function wordStartFrom(text: string, at: number): number {
  if (at <= 0) return 0;
  const space = text.indexOf(" ", at);
  return space === -1 ? at : space + 1;
}

/** The end of the word at or before `at`, not before `from`. */
function wordEndBefore(text: string, at: number, from: number): number {
  if (at >= text.length) return text.length;
  const space = text.lastIndexOf(" ", at);
  return space <= from ? at : space;
}

/**
 * A snippet of the text around its matching words, with an ellipsis where it
 * was cut; the fallback (a summary) from its start when the text has none of
 * the terms.
 */
export function cutSnippet(text: string, terms: ReadonlySet<string>, fallback: string): SnippetPart[] {
  const first = bestMatchAt(text, terms);
  const source = first === -1 && fallback !== "" ? fallback : text;
  // From the start while the match would show there anyway; else a little before it.
  const from = first < SNIPPET_LENGTH - BEFORE_MATCH ? 0 : wordStartFrom(source, first - BEFORE_MATCH);
  const to = wordEndBefore(source, from + SNIPPET_LENGTH, from);
  const cut = `${from > 0 ? "…" : ""}${source.slice(from, to).trim()}${to < source.length ? "…" : ""}`;
  return markTerms(cut, terms);
}
