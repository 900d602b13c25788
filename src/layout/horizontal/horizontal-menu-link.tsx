// One top-level link of the horizontal menu.
import Button from "@mui/material/Button";
import { Icon } from "../../icons/icon";
import { isPathActive } from "../navigation/is-active";
import { MenuBadge } from "../navigation/menu-badge";
import { menuLinkProps } from "../navigation/menu-link-props";
import type { MenuLink } from "../navigation/types";
import { usePathname } from "../pathname-context";

export function HorizontalMenuLink({ item }: { item: MenuLink }) {
  const active = isPathActive(item.path, usePathname());
  return (
    <Button
      {...menuLinkProps(item)}
      disabled={item.disabled}
      aria-current={active ? "page" : undefined}
      color={active ? "primary" : "inherit"}
      variant={active ? "contained" : "text"}
      startIcon={<Icon icon={item.icon} fontSize="1.25rem" />}
      sx={{ whiteSpace: "nowrap", px: 1.5, flexShrink: 0 }}
    >
      {item.title}
      <MenuBadge content={item.badgeContent} color={item.badgeColor} />
    </Button>
  );
}
