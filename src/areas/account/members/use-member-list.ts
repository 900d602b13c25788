// The members list as the specification keeps a user list (SPEC.md sections 3
// and 4): data, total (1 to start), params (empty to start) and allData, all
// replaced by each answer; after an invitation, a removal or a change the list
// is fetched again with the last params. The service pages, so allData is the
// page the service sent, unfiltered by the console.
import { useCallback, useEffect, useRef, useState } from "react";
import type { ListMembersQuery, Member } from "../../../../contract/members";
import { listMembers } from "../../../api-client/members";
import { toApiError } from "../../../api-client/api-error";

export interface MemberListState {
  data: Member[];
  total: number;
  params: ListMembersQuery;
  allData: Member[];
}

export const INITIAL_MEMBER_LIST: MemberListState = { data: [], total: 1, params: {}, allData: [] };

export interface MemberList {
  state: MemberListState;
  isLoading: boolean;
  error: string | null;
  /** Fetches with new params (a search, a page). */
  fetch: (params: ListMembersQuery) => Promise<void>;
  /** Fetches again with the last params, after a change. */
  refetch: () => Promise<void>;
}

export function useMemberList(): MemberList {
  const [state, setState] = useState<MemberListState>(INITIAL_MEMBER_LIST);
  const [isLoading, setIsLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const lastParams = useRef<ListMembersQuery>({});
  const latest = useRef(0);

  const fetch = useCallback(async (params: ListMembersQuery) => {
    lastParams.current = params;
    const request = ++latest.current;
    setIsLoading(true);
    try {
      const answer = await listMembers(params);
      // An answer to an older search than the last one asked is not shown.
      if (request !== latest.current) return;
      setState({ data: answer.members, total: answer.total, params, allData: answer.members });
      setError(null);
    } catch (failure) {
      if (request === latest.current) setError(toApiError(failure).message);
    } finally {
      if (request === latest.current) setIsLoading(false);
    }
  }, []);

  const refetch = useCallback(() => fetch(lastParams.current), [fetch]);

  useEffect(() => {
    void fetch({});
  }, [fetch]);

  return { state, isLoading, error, fetch, refetch };
}
