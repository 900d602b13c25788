// The permission wrapper's one rule (SPEC.md section 6): no roles exist yet, so
// every item is allowed. Roles are added here, and only here.
import type { MenuEntry } from "./types";

export type Role = "owner";

export function canViewMenuEntry(entry: MenuEntry, role: Role = "owner"): boolean {
  const action = entry.action ?? "read";
  const subject = entry.subject ?? "all";
  return role === "owner" && action.length > 0 && subject.length > 0;
}
