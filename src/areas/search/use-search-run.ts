// Running a query: for each tab (by vector, by text, by point, recommend,
// discover, hybrid, order by), the results of its last query that answered (points, or
// groups of them) and the service's message when one was refused, so that a
// tab never shows another tab's results. A refused query clears the results
// before it, which answered another query. The form keeps everything typed
// either way.
import { useCallback, useState } from "react";
import { useQueryPointsMutation, type QueryAnswer } from "../../api-client/points-queries";
import type { QueryMode, SearchRequest } from "./query/query-draft";

export type SearchResults = { collection: string } & QueryAnswer;

interface TabOutcome {
  results: SearchResults | null;
  failure: string | null;
}

export interface SearchRun extends TabOutcome {
  isRunning: boolean;
  /** Runs the query for the tab that is open now; its answer belongs to that tab. */
  run: (collection: string, request: SearchRequest) => void;
}

const NOTHING_YET: TabOutcome = { results: null, failure: null };

export function useSearchRun(projectId: string, mode: QueryMode): SearchRun {
  const { mutate } = useQueryPointsMutation(projectId);
  const [outcomes, setOutcomes] = useState<Partial<Record<QueryMode, TabOutcome>>>({});
  const [runningTab, setRunningTab] = useState<QueryMode | null>(null);

  const run = useCallback(
    (collection: string, request: SearchRequest) => {
      const tab = mode;
      const record = (change: Partial<TabOutcome>) => setOutcomes((current) => ({ ...current, [tab]: { ...(current[tab] ?? NOTHING_YET), ...change } }));
      setRunningTab(tab);
      record({ failure: null });
      // Only the last query's answer arrives here (TanStack Query calls back for the latest mutate).
      mutate(
        { collection, request },
        {
          onSuccess: (answer) => record({ results: { collection, ...answer }, failure: null }),
          onError: (error) => record({ results: null, failure: error.message }),
          onSettled: () => setRunningTab(null),
        },
      );
    },
    [mutate, mode],
  );

  return { ...(outcomes[mode] ?? NOTHING_YET), isRunning: runningTab === mode, run };
}
