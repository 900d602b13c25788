// The signed-in member's role in their organisation, for the shell's menus:
// the project switcher, which asks GET /api/auth/me inside its own query
// cache, publishes it here (layout/project/publish-member-role.ts), so that
// the menus read it without bringing the query library into the shell. Null
// until known, and after sign-out.
import { atom, useRecoilValue, useSetRecoilState } from "recoil";
import type { MemberRole } from "../../contract/rights";

const memberRoleState = atom<MemberRole | null>({ key: "memberRole", default: null });

export function useMemberRole(): MemberRole | null {
  return useRecoilValue(memberRoleState);
}

export function useSetMemberRole(): (role: MemberRole | null) => void {
  return useSetRecoilState(memberRoleState);
}
