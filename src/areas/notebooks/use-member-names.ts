// Who a user id is, in words: the organisation's members (the first 100, as
// the Members tab pages them) by id, each their name or else their e-mail.
// Every member may read the list; until it is here, or for someone who has
// left, the caller says "a former member" or the like itself.
import { useQuery } from "@tanstack/react-query";
import { MEMBERS_PER_PAGE_MAX } from "../../../contract/list-sizes";
import { listMembers } from "../../api-client/members";
import { memberNameKeys } from "../../api-client/query-keys";

export function useMemberNames() {
  return useQuery({
    queryKey: memberNameKeys.all,
    queryFn: async () => {
      const { members } = await listMembers({ perPage: MEMBERS_PER_PAGE_MAX });
      return new Map(members.filter((member) => member.state === "active").map((member) => [member.id, member.name ?? member.email ?? member.id]));
    },
    staleTime: 60_000,
  });
}
