// The help centre's search, as both sides of it see it: the build indexes
// every article and FAQ entry with MiniSearch (gatsby/content-search.ts) and
// serialises the index to HELP_SEARCH_INDEX_PATH; the page loads it with
// these same options when the reader first focuses the search field
// (./help-search-engine.ts). A type-only import of minisearch: this file
// is in the pages' first load, the library is not.
import type { Options, SearchOptions } from "minisearch";

/** One searchable page: an article, or an FAQ entry (its anchor on /faq/). */
export interface HelpSearchDocument {
  /** Where it opens: "/help-center/search/querying/vector-search/" or "/faq/#model-sizes". */
  path: string;
  title: string;
  /** "Search › Querying", or "FAQ › Account". */
  category: string;
  summary: string;
  /** The article's section headings, one a line. */
  headings: string;
  /** The prose as plain text, which snippets are cut from. */
  text: string;
  /** The text of its code samples: searched, never shown. */
  code: string;
}

/** What a result carries of its document (MiniSearch's stored fields). */
export type HelpSearchStored = Pick<HelpSearchDocument, "path" | "title" | "category" | "summary" | "text">;

// Words that say nothing of what a page is about. Queries combine their
// words with AND, so "how do I add a model" must not need "how" and "do".
const STOPWORDS = new Set(
  "a an and are as at be by can do does for from how i in is it its me my of on or so than that the this to was we what when where which who why will with you your".split(" "),
);

/** Lower-cased, and nothing for a stopword: at indexing and at search time alike. */
export function processSearchTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOPWORDS.has(lower) ? null : lower;
}

export const SEARCH_BOOST = { title: 4, headings: 2, summary: 2, category: 1.5, text: 1, code: 0.5 } as const;

export const SEARCH_OPTIONS: SearchOptions = {
  boost: { ...SEARCH_BOOST },
  // As you type: every word may be the start of a longer one, and from five
  // letters on one typo is forgiven ("embeding" finds "embedding").
  prefix: true,
  fuzzy: (term) => (term.length >= 5 ? 1 : false),
  combineWith: "AND",
};

/** The index's options: the build and the page must agree on them, or a loaded index finds nothing. */
export const INDEX_OPTIONS: Options<HelpSearchDocument> = {
  idField: "path",
  fields: ["title", "headings", "summary", "category", "text", "code"],
  storeFields: ["path", "title", "category", "summary", "text"],
  processTerm: processSearchTerm,
  searchOptions: SEARCH_OPTIONS,
};
