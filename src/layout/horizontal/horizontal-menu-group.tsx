// A group of the horizontal menu (AI Hub): a dropdown of its children.
import Button from "@mui/material/Button";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { Icon } from "../../icons/icon";
import { DROPDOWN_WIDTH, MENU_TRANSITION } from "../layout-constants";
import { CanViewEntry } from "../navigation/can-view-entry";
import { useMenuRole } from "../navigation/use-menu-role";
import { isGroupActive, isPathActive } from "../navigation/is-active";
import { MenuBadge } from "../navigation/menu-badge";
import { menuLinkProps } from "../navigation/menu-link-props";
import type { MenuGroup } from "../navigation/types";
import { usePathname } from "../pathname-context";
import { useMenuAnchor } from "../use-menu-anchor";

export function HorizontalMenuGroup({ group }: { group: MenuGroup }) {
  const role = useMenuRole();
  const pathname = usePathname();
  const menu = useMenuAnchor();
  const childActive = isGroupActive(group.children, pathname);

  return (
    <>
      <Button
        {...menu.buttonProps}
        color={childActive ? "primary" : "inherit"}
        variant={childActive ? "contained" : "text"}
        startIcon={<Icon icon={group.icon} fontSize="1.25rem" />}
        endIcon={<Icon icon="tabler:chevron-down" fontSize="1rem" />}
        sx={{ whiteSpace: "nowrap", px: 1.5, flexShrink: 0 }}
      >
        {group.title}
        <MenuBadge content={group.badgeContent} color={group.badgeColor} />
      </Button>
      <Menu
        {...menu.popupProps}
        transitionDuration={MENU_TRANSITION}
        slotProps={{ paper: { sx: { width: DROPDOWN_WIDTH, mt: 0.5 } } }}
      >
        {group.children.map((child) => {
          const active = isPathActive(child.path, pathname);
          return (
            <CanViewEntry role={role} key={child.path} entry={child}>
              <MenuItem
                {...menuLinkProps(child)}
                onClick={menu.close}
                selected={active}
                disabled={child.disabled}
                aria-current={active ? "page" : undefined}
              >
                <ListItemIcon sx={{ color: active ? "primary.main" : "inherit" }}>
                  <Icon icon={child.icon} fontSize="1.25rem" />
                </ListItemIcon>
                <ListItemText primary={child.title} />
                <MenuBadge content={child.badgeContent} color={child.badgeColor} />
              </MenuItem>
            </CanViewEntry>
          );
        })}
      </Menu>
    </>
  );
}
