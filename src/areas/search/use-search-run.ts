// Running a query: the results of the last one that answered, whether one is
// under way, and the service's message when it was refused. The form keeps
// everything typed either way.
import { useCallback, useRef, useState } from "react";
import { toApiError } from "../../api-client/api-error";
import { queryPoints } from "../../api-client/points";
import type { QueryRequest, ScoredPoint } from "../../api-client/qdrant-types";

export interface SearchRun {
  isRunning: boolean;
  results: { collection: string; points: ScoredPoint[] } | null;
  failure: string | null;
  run: (collection: string, request: QueryRequest) => Promise<void>;
}

export function useSearchRun(projectId: string): SearchRun {
  const [state, setState] = useState<Omit<SearchRun, "run">>({ isRunning: false, results: null, failure: null });
  const latest = useRef(0);

  const run = useCallback(
    async (collection: string, request: QueryRequest) => {
      latest.current += 1;
      const attempt = latest.current;
      setState((current) => ({ ...current, isRunning: true, failure: null }));
      try {
        const points = await queryPoints(projectId, collection, request);
        if (attempt === latest.current) setState({ isRunning: false, results: { collection, points }, failure: null });
      } catch (error) {
        if (attempt === latest.current) setState((current) => ({ ...current, isRunning: false, failure: toApiError(error).message }));
      }
    },
    [projectId],
  );

  return { ...state, run };
}
