// A list as the specification keeps its user and invoice lists (SPEC.md
// sections 3 and 4): data, total (1 to start), params (empty to start) and
// allData, all replaced by each answer; after a change (an invitation, a
// removal, a voided invoice) the list is fetched again with the last params.
// An answer to an older request than the last one asked is not shown.
import { useCallback, useEffect, useRef, useState } from "react";
import { toApiError } from "../api-client/api-error";

export interface ListState<Item, Params> {
  data: Item[];
  total: number;
  params: Params;
  allData: Item[];
}

/** What one fetch brings: the page, every match's count, and the full list the service sends. */
export interface ListAnswer<Item> {
  data: Item[];
  total: number;
  allData: Item[];
}

export interface ListStateApi<Item, Params> {
  state: ListState<Item, Params>;
  isLoading: boolean;
  error: string | null;
  /** Fetches with new params (a search, a filter, a page). */
  fetch: (params: Params) => Promise<void>;
  /** Fetches again with the last params, after a change. */
  refetch: () => Promise<void>;
}

export function useListState<Item, Params extends object>(load: (params: Params) => Promise<ListAnswer<Item>>, initialParams: Params): ListStateApi<Item, Params> {
  const [state, setState] = useState<ListState<Item, Params>>({ data: [], total: 1, params: initialParams, allData: [] });
  const [isLoading, setIsLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const lastParams = useRef<Params>(initialParams);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetch = useCallback(async (params: Params) => {
    lastParams.current = params;
    const request = ++latest.current;
    setIsLoading(true);
    try {
      const answer = await loadRef.current(params);
      if (request !== latest.current) return;
      setState({ ...answer, params });
      setError(null);
    } catch (failure) {
      if (request === latest.current) setError(toApiError(failure).message);
    } finally {
      if (request === latest.current) setIsLoading(false);
    }
  }, []);

  const refetch = useCallback(() => fetch(lastParams.current), [fetch]);

  useEffect(() => {
    void fetch(lastParams.current);
  }, [fetch]);

  return { state, isLoading, error, fetch, refetch };
}
