// One link of the vertical menu.
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { Icon } from "../../icons/icon";
import { isPathActive } from "../navigation/is-active";
import { MenuBadge } from "../navigation/menu-badge";
import { menuLinkProps } from "../navigation/menu-link-props";
import type { MenuLink } from "../navigation/types";
import { usePathname } from "../pathname-context";

interface VerticalMenuLinkProps {
  item: MenuLink;
  /** Only icons show: the navigation is collapsed and not hovered. */
  mini: boolean;
  nested?: boolean;
}

export function VerticalMenuLink({ item, mini, nested = false }: VerticalMenuLinkProps) {
  const active = isPathActive(item.path, usePathname());
  return (
    <ListItem disablePadding sx={{ px: 1.5, py: 0.25 }}>
      <ListItemButton
        {...menuLinkProps(item)}
        selected={active}
        disabled={item.disabled}
        aria-current={active ? "page" : undefined}
        sx={{ borderRadius: 2, minHeight: 40, px: 1.5, pl: nested && !mini ? 3 : 1.5 }}
      >
        <ListItemIcon sx={{ minWidth: 0, mr: mini ? 0 : 1.5, color: active ? "primary.main" : "inherit" }}>
          <Icon icon={item.icon} fontSize={nested ? "1.125rem" : "1.375rem"} />
        </ListItemIcon>
        <ListItemText
          primary={item.title}
          sx={{ opacity: mini ? 0 : 1, whiteSpace: "nowrap", transition: "opacity .2s", my: 0 }}
        />
        {mini ? null : <MenuBadge content={item.badgeContent} color={item.badgeColor} />}
      </ListItemButton>
    </ListItem>
  );
}
