// The role the menus offer entries for: the signed-in member's role in their
// organisation, from the answer to GET /api/auth/me that the project switcher
// asks for (projects-queries.ts) and shares; the menus only read it, never ask
// themselves. Until it is known, and before the owner has registered, the
// owner's (menu-access.ts), as whoever signs up is one.
import type { Role } from "../../../contract/rights";
import { useSignedInUserRoleQuery } from "../../api-client/signed-in-user-queries";
import { DEFAULT_MENU_ROLE } from "./menu-access";

export function useMenuRole(): Role {
  const query = useSignedInUserRoleQuery({ enabled: false });
  return query.data ?? DEFAULT_MENU_ROLE;
}
