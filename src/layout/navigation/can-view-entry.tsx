// The permission wrapper around every menu entry (SPEC.md section 6).
import type { ReactNode } from "react";
import { canViewMenuEntry } from "../../navigation/ability";
import type { MenuEntry } from "../../navigation/types";

export function CanViewEntry({ entry, children }: { entry: MenuEntry; children: ReactNode }) {
  return canViewMenuEntry(entry) ? <>{children}</> : null;
}
