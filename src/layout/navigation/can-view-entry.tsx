// The permission wrapper around every menu entry (SPEC.md section 6): renders
// the entry when the role holds the right it names (menu-access.ts). The menus
// pass the signed-in member's role from GET /api/auth/me (use-menu-role.ts).
import type { ReactNode } from "react";
import type { Grant } from "../../../contract/rights";
import { canViewMenuEntry, DEFAULT_MENU_ROLE } from "./menu-access";
import type { MenuEntry } from "./types";

export interface CanViewEntryProps {
  entry: MenuEntry;
  /** The signed-in user's role (or custom role) in their organisation, once the session knows it. */
  role?: Grant;
  children: ReactNode;
}

export function CanViewEntry({ entry, role = DEFAULT_MENU_ROLE, children }: CanViewEntryProps) {
  return canViewMenuEntry(entry, role) ? <>{children}</> : null;
}
