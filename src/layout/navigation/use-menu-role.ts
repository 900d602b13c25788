// The role the menus offer entries for: the signed-in member's role (or custom role) in their
// organisation, as the project switcher publishes it (state/member-role.ts);
// the menus only read it. Until it is known, and before the owner has
// registered, the owner's (menu-access.ts), as whoever signs up is one.
import type { Grant } from "../../../contract/rights";
import { useMemberRole } from "../../state/member-role";
import { DEFAULT_MENU_ROLE } from "./menu-access";

export function useMenuRole(): Grant {
  return useMemberRole() ?? DEFAULT_MENU_ROLE;
}
