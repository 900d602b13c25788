// The members list, in the specification's list state (components/use-list-state.ts).
// The service pages, so allData is the page the service sent, unfiltered by the console.
import type { ListMembersQuery, Member } from "../../../../contract/members";
import { listMembers } from "../../../api-client/members";
import { useListState, type ListStateApi } from "../../../components/use-list-state";

export type MemberList = ListStateApi<Member, ListMembersQuery>;

async function loadMembers(params: ListMembersQuery) {
  const answer = await listMembers(params);
  return { data: answer.members, total: answer.total, allData: answer.members };
}

export function useMemberList(): MemberList {
  return useListState(loadMembers, {});
}
