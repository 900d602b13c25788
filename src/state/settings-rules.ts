// The display settings (SPEC.md section 3) and the rules that tie them
// together. Pure functions, so the rules are tested without a browser.
import type { ToastPosition } from "react-hot-toast";

export const MODES = ["light", "dark", "semi-dark"] as const;
export const SKINS = ["default", "bordered"] as const;
export const APP_BAR_TYPES = ["fixed", "static", "hidden"] as const;
export const FOOTER_TYPES = ["fixed", "static", "hidden"] as const;
export const LAYOUTS = ["vertical", "horizontal"] as const;
export const DIRECTIONS = ["ltr", "rtl"] as const;
export const THEME_COLORS = ["primary", "secondary", "success", "error", "warning", "info"] as const;
export const CONTENT_WIDTHS = ["full", "boxed"] as const;
export const NAV_TOGGLE_TYPES = ["accordion", "collapse"] as const;

export type Mode = (typeof MODES)[number];
export type Skin = (typeof SKINS)[number];
export type AppBarType = (typeof APP_BAR_TYPES)[number];
export type FooterType = (typeof FOOTER_TYPES)[number];
export type Layout = (typeof LAYOUTS)[number];
export type Direction = (typeof DIRECTIONS)[number];
export type ThemeColor = (typeof THEME_COLORS)[number];
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];
export type NavToggleType = (typeof NAV_TOGGLE_TYPES)[number];

export interface Settings {
  mode: Mode;
  skin: Skin;
  appBar: AppBarType;
  footer: FooterType;
  layout: Layout;
  /** The layout the user chose; the one restored when a small screen grows large again. */
  lastLayout: Layout;
  navHidden: boolean;
  direction: Direction;
  appBarBlur: boolean;
  themeColor: ThemeColor;
  navCollapsed: boolean;
  contentWidth: ContentWidth;
  verticalNavToggleType: NavToggleType;
  toastPosition: ToastPosition;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  mode: "light",
  skin: "default",
  appBar: "fixed",
  footer: "static",
  layout: "vertical",
  lastLayout: "vertical",
  navHidden: false,
  direction: "ltr",
  appBarBlur: true,
  themeColor: "primary",
  navCollapsed: false,
  contentWidth: "boxed",
  verticalNavToggleType: "accordion",
  toastPosition: "top-right",
};

/** The horizontal layout has no semi-dark mode and no hidden app bar (SPEC.md section 5). */
export function applyLayoutRules(settings: Settings): Settings {
  const next = { ...settings, lastLayout: settings.layout };
  if (next.layout === "horizontal") {
    if (next.mode === "semi-dark") next.mode = "light";
    if (next.appBar === "hidden") next.appBar = "fixed";
  }
  return next;
}

/** The user's settings after a change: only the given fields change, then the layout rules apply. */
export function changeSettings(current: Settings, change: Partial<Settings>): Settings {
  return applyLayoutRules({ ...current, ...change });
}

/**
 * What the screen shows: below the lg breakpoint the layout is vertical and the
 * navigation is not collapsed. The user's own choices stay untouched, so they
 * come back as soon as the screen is large again (lastLayout names the layout
 * that returns).
 */
export function applyScreenRules(settings: Settings, isSmallScreen: boolean): Settings {
  if (!isSmallScreen) return settings;
  return { ...settings, layout: "vertical", lastLayout: settings.layout, navCollapsed: false };
}
