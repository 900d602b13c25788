// Menu entries as the specification defines them (SPEC.md section 3, "Menu item").
import type { Resource } from "../../../contract/rights";

export type BadgeColor = "default" | "primary" | "secondary" | "success" | "error" | "warning" | "info";

interface MenuEntryBase {
  /**
   * The right the entry needs, as a resource and action of contract/rights.ts
   * (SPEC.md section 6). Without them: the account's own read right, which
   * every member role holds. The action defaults to "read".
   */
  subject?: Resource;
  action?: string;
}

export interface MenuLink extends MenuEntryBase {
  title: string;
  path: string;
  icon: string;
  badgeContent?: string;
  badgeColor?: BadgeColor;
  disabled?: boolean;
  openInNewTab?: boolean;
}

export interface MenuGroup extends MenuEntryBase {
  title: string;
  icon: string;
  children: MenuLink[];
  badgeContent?: string;
  badgeColor?: BadgeColor;
}

export interface MenuSectionTitle extends MenuEntryBase {
  sectionTitle: string;
}

export type MenuEntry = MenuLink | MenuGroup | MenuSectionTitle;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => "children" in entry;
export const isSectionTitle = (entry: MenuEntry): entry is MenuSectionTitle => "sectionTitle" in entry;
export const isMenuLink = (entry: MenuEntry): entry is MenuLink => "path" in entry;
