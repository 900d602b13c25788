// Which menu entries a role is offered (SPEC.md section 6). An entry's subject
// and action name a right of contract/rights.ts, the table the service checks
// too; the roles live in that table only, so a new role changes no code here.
import { isAllowed, RIGHTS, type Grant, type Resource, type Right, type Role } from "../../../contract/rights";
import type { MenuEntry } from "./types";

/** The role until the session knows it: whoever signs up registers as the owner (SPEC.md section 1). */
export const DEFAULT_MENU_ROLE: Role = "owner";

/**
 * The right of an entry that names none: the signed-in account's own, which
 * every member role holds, so a console area is offered to all of them.
 */
const DEFAULT_SUBJECT: Resource = "account";
const DEFAULT_ACTION = "read";

/** The right an entry names, or null when the table has no such right. */
export function menuEntryRight(entry: MenuEntry): Right | null {
  const subject = entry.subject ?? DEFAULT_SUBJECT;
  const action = entry.action ?? DEFAULT_ACTION;
  const actions: Readonly<Record<string, readonly Role[]>> = RIGHTS[subject];
  return Object.hasOwn(actions, action) ? ([subject, action] as Right) : null;
}

/** An entry naming a right the table does not hold is offered to nobody: a typo hides it rather than showing it to all. */
export function canViewMenuEntry(entry: MenuEntry, role: Grant = DEFAULT_MENU_ROLE): boolean {
  const right = menuEntryRight(entry);
  return right !== null && isAllowed(role, right);
}
