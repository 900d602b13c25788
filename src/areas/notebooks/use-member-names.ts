// Who a user id is, in words: the organisation's members by id, each their
// name or else their e-mail, read page by page (as many pages as the Members
// tab would show). Every member may read the list; until it is here, or for
// someone who has left, the caller says "a former member" or the like itself.
import { useQuery } from "@tanstack/react-query";
import { MEMBERS_PER_PAGE_MAX } from "../../../contract/list-sizes";
import { listMembers } from "../../api-client/members";
import { memberNameKeys } from "../../api-client/query-keys";

export function useMemberNames() {
  return useQuery({
    queryKey: memberNameKeys.all,
    queryFn: async () => {
      const names = new Map<string, string>();
      for (let page = 1; ; page += 1) {
        const { members, total } = await listMembers({ page, perPage: MEMBERS_PER_PAGE_MAX });
        for (const member of members) if (member.state === "active") names.set(member.id, member.name ?? member.email ?? member.id);
        if (members.length === 0 || page * MEMBERS_PER_PAGE_MAX >= total) return names;
      }
    },
    staleTime: 60_000,
  });
}
