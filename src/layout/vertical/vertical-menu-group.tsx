// A group of the vertical menu (AI Hub): its children expand and collapse.
import Collapse from "@mui/material/Collapse";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import { useTheme } from "@mui/material/styles";
import { Icon } from "../../icons/icon";
import { CanViewEntry } from "../navigation/can-view-entry";
import { useMenuRole } from "../navigation/use-menu-role";
import { isGroupActive } from "../navigation/is-active";
import { MenuBadge } from "../navigation/menu-badge";
import type { MenuGroup } from "../navigation/types";
import { usePathname } from "../pathname-context";
import { VerticalMenuLink } from "./vertical-menu-link";

interface VerticalMenuGroupProps {
  group: MenuGroup;
  open: boolean;
  mini: boolean;
  onToggle: () => void;
}

export function VerticalMenuGroup({ group, open, mini, onToggle }: VerticalMenuGroupProps) {
  const role = useMenuRole();
  const childActive = isGroupActive(group.children, usePathname());
  const closedChevron = useTheme().direction === "rtl" ? "scaleX(-1)" : "none";
  const listId = `nav-group-${group.title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <ListItem disablePadding sx={{ display: "block", py: 0.25 }}>
      <ListItemButton
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={listId}
        sx={{
          mx: 1.5,
          borderRadius: 2,
          minHeight: 40,
          px: 1.5,
          color: childActive ? "primary.main" : "inherit",
          bgcolor: childActive && !open ? "action.selected" : undefined,
        }}
      >
        <ListItemIcon sx={{ minWidth: 0, mr: mini ? 0 : 1.5, color: "inherit" }}>
          <Icon icon={group.icon} />
        </ListItemIcon>
        <ListItemText primary={group.title} sx={{ opacity: mini ? 0 : 1, whiteSpace: "nowrap", my: 0 }} />
        {mini ? null : (
          <>
            <MenuBadge content={group.badgeContent} color={group.badgeColor} />
            <Icon
              icon="tabler:chevron-right"
              fontSize="1.125rem"
              style={{ transition: "transform .2s", transform: open ? "rotate(90deg)" : closedChevron }}
            />
          </>
        )}
      </ListItemButton>
      <Collapse in={open && !mini} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {group.children.map((child) => (
            <CanViewEntry role={role} key={child.path} entry={child}>
              <VerticalMenuLink item={child} mini={mini} nested />
            </CanViewEntry>
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}
