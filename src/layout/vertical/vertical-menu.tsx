// The vertical menu: links, groups and section titles of src/layout/navigation/menu.ts.
import { useState } from "react";
import List from "@mui/material/List";
import { useSettings } from "../../state/settings";
import { CanViewEntry } from "../navigation/can-view-entry";
import { useMenuRole } from "../navigation/use-menu-role";
import { isGroupActive } from "../navigation/is-active";
import { verticalMenu } from "../navigation/menu";
import { isMenuGroup, isSectionTitle, type MenuEntry, type MenuGroup } from "../navigation/types";
import { usePathname } from "../pathname-context";
import { VerticalMenuGroup } from "./vertical-menu-group";
import { VerticalMenuLink } from "./vertical-menu-link";
import { VerticalSectionTitle } from "./vertical-section-title";

function activeGroupTitles(entries: readonly MenuEntry[], pathname: string): string[] {
  return entries.filter((entry): entry is MenuGroup => isMenuGroup(entry) && isGroupActive(entry.children, pathname)).map((group) => group.title);
}

export function VerticalMenu({ mini, entries = verticalMenu }: { mini: boolean; entries?: readonly MenuEntry[] }) {
  const role = useMenuRole();
  const pathname = usePathname();
  const { settings } = useSettings();
  const accordion = settings.verticalNavToggleType === "accordion";
  const [openGroups, setOpenGroups] = useState(() => activeGroupTitles(entries, pathname));
  const [seenPath, setSeenPath] = useState(pathname);

  // A route change opens the group that holds the new page.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const active = activeGroupTitles(entries, pathname);
    setOpenGroups((open) => (accordion ? active : [...new Set([...open, ...active])]));
  }

  const toggle = (title: string) =>
    setOpenGroups((open) => {
      if (open.includes(title)) return open.filter((t) => t !== title);
      return accordion ? [title] : [...open, title];
    });

  return (
    <List component="ul" disablePadding sx={{ py: 1 }}>
      {entries.map((entry, index) => {
        const key = isSectionTitle(entry) ? `section-${entry.sectionTitle}` : `${index}-${entry.title}`;
        return (
          <CanViewEntry role={role} key={key} entry={entry}>
            {isSectionTitle(entry) ? (
              <VerticalSectionTitle title={entry.sectionTitle} mini={mini} />
            ) : isMenuGroup(entry) ? (
              <VerticalMenuGroup group={entry} mini={mini} open={openGroups.includes(entry.title)} onToggle={() => toggle(entry.title)} />
            ) : (
              <VerticalMenuLink item={entry} mini={mini} />
            )}
          </CanViewEntry>
        );
      })}
    </List>
  );
}
