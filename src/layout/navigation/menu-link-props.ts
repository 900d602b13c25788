// Link props shared by both menus: Gatsby's Link inside the console, a plain
// anchor in a new tab for openInNewTab entries.
import { Link } from "gatsby";
import type { MenuLink } from "./types";

export type MenuLinkProps =
  | { component: typeof Link; to: string }
  | { component: "a"; href: string; target: "_blank"; rel: "noopener noreferrer" };

export function menuLinkProps(item: MenuLink): MenuLinkProps {
  if (item.openInNewTab) return { component: "a", href: item.path, target: "_blank", rel: "noopener noreferrer" };
  return { component: Link, to: item.path };
}
