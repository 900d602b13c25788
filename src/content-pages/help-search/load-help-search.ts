// The search's code (MiniSearch, the snippets, the results list) and its
// index, fetched together the first time the reader focuses the search field,
// and kept for every later page of the visit. A failure is forgotten, so the
// next focus tries again.
import { withPrefix } from "gatsby";
import { HELP_SEARCH_INDEX_PATH } from "../content-paths";
import type { describeResults, FindHelpPages } from "./help-search-engine";
import type { HelpSearchResults } from "./help-search-results";

export interface LoadedHelpSearch {
  find: FindHelpPages;
  describe: typeof describeResults;
  Results: typeof HelpSearchResults;
}

let loading: Promise<LoadedHelpSearch> | null = null;

async function fetchIndex(): Promise<string> {
  const answer = await fetch(withPrefix(HELP_SEARCH_INDEX_PATH));
  if (!answer.ok) throw new Error(`The search index answered ${answer.status}`);
  return answer.text();
}

export function loadHelpSearch(): Promise<LoadedHelpSearch> {
  loading ??= Promise.all([import(/* webpackChunkName: "help-search" */ "./help-search-chunk"), fetchIndex()]).then(
    ([chunk, index]) => ({ find: chunk.createHelpSearch(index), describe: chunk.describeResults, Results: chunk.HelpSearchResults }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Tests start each case with nothing loaded. */
export function forgetHelpSearch(): void {
  loading = null;
}
