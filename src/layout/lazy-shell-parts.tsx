// The shell's parts (shell-parts.ts) as lazy parts, all from one chunk, each
// with a placeholder of its size (shell-placeholders.tsx). A console page starts
// loading them when the browser starts (src/app/client-entry.ts), beside its
// own chunks; a sign-in page once it has loaded, so that the console opens at
// once after login.
import { lazyPart } from "../components/lazy-part";
import { AppBarActionsPlaceholder, MenuRowPlaceholder, NavigationPanelPlaceholder } from "./shell-placeholders";

const loadShellParts = () => import(/* webpackChunkName: "shell" */ "./shell-parts");

export const AppBarActions = lazyPart(() => loadShellParts().then((parts) => parts.AppBarActions), AppBarActionsPlaceholder);
export const HorizontalMenu = lazyPart(() => loadShellParts().then((parts) => parts.HorizontalMenu), MenuRowPlaceholder);
// A closed drawer, the customizer's tab and scroll-to-top take no room in the page: no placeholder.
export const MobileNavigation = lazyPart(() => loadShellParts().then((parts) => parts.MobileNavigation));
export const NavigationPanel = lazyPart(() => loadShellParts().then((parts) => parts.NavigationPanel), NavigationPanelPlaceholder);
export const ScrollToTop = lazyPart(() => loadShellParts().then((parts) => parts.ScrollToTop));
export const ThemeCustomizer = lazyPart(() => loadShellParts().then((parts) => parts.ThemeCustomizer));

const PARTS = [AppBarActions, HorizontalMenu, MobileNavigation, NavigationPanel, ScrollToTop, ThemeCustomizer];

export function preloadShellParts(): Promise<void> {
  return Promise.all(PARTS.map((part) => part.preload())).then(() => undefined);
}
