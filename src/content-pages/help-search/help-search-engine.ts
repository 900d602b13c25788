// The search itself, in the chunk that loads on the field's first focus: the
// build's MiniSearch index loaded with the options it was built with, and a
// query's best results with their matched words marked.
import MiniSearch from "minisearch";
import { INDEX_OPTIONS, type HelpSearchDocument, type HelpSearchStored } from "./search-options";
import { cutSnippet, markTerms, type SnippetPart } from "./search-snippet";

export interface HelpSearchHit extends Pick<HelpSearchStored, "path" | "category"> {
  title: SnippetPart[];
  snippet: SnippetPart[];
}

/** The best pages for a query, at most RESULT_LIMIT; none for an empty one. */
export type FindHelpPages = (query: string) => HelpSearchHit[];

export const RESULT_LIMIT = 8;

export function createHelpSearch(indexJson: string): FindHelpPages {
  const index = MiniSearch.loadJSON<HelpSearchDocument>(indexJson, INDEX_OPTIONS);
  return (query) =>
    index
      .search(query)
      .slice(0, RESULT_LIMIT)
      .map((result) => {
        // Stored fields come back untyped: they are what the build stored (search-options.ts).
        const stored: HelpSearchStored = { path: result.path, title: result.title, category: result.category, summary: result.summary, text: result.text };
        const terms = new Set(result.terms);
        return {
          path: stored.path,
          category: stored.category,
          title: markTerms(stored.title, terms),
          snippet: cutSnippet(stored.text, terms, stored.summary),
        };
      });
}

/** What the live region says of a query's results: their number, or that none matched. */
export function describeResults(query: string, count: number): string {
  if (query === "") return "";
  if (count === 0) return `No articles match “${query}”.`;
  return count === 1 ? "1 result" : `${count} results`;
}
