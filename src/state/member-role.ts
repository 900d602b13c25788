// The signed-in member's role (or custom role) in their organisation, for the shell's menus:
// the project switcher, which asks GET /api/auth/me inside its own query
// cache, publishes it here (layout/project/publish-member-role.ts), so that
// the menus read it without bringing the query library into the shell. Null
// until known, and after sign-out.
import { atom, useRecoilValue, useSetRecoilState } from "recoil";
import type { MemberGrant } from "../../contract/rights";

const memberRoleState = atom<MemberGrant | null>({ key: "memberRole", default: null });

export function useMemberRole(): MemberGrant | null {
  return useRecoilValue(memberRoleState);
}

export function useSetMemberRole(): (role: MemberGrant | null) => void {
  return useSetRecoilState(memberRoleState);
}
