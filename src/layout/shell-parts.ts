// The interactive parts of the app shell, in one chunk ("shell") that loads
// beside the page: the navigation menus, the top bar's actions, the theme
// customizer and scroll-to-top. The frame around them (layout boxes, top bar,
// footer) is in the app chunk and keeps their size while they load
// (lazy-shell-parts.tsx), so pages that only show content (help, FAQ,
// pricing) never wait for them.
export { AppBarActions } from "./app-bar/app-bar-actions";
export { HorizontalMenu } from "./horizontal/horizontal-menu";
export { ThemeCustomizer } from "./customizer/theme-customizer";
export { ScrollToTop } from "./scroll-to-top";
export { MobileNavigation } from "./vertical/mobile-navigation";
export { NavigationPanel } from "./vertical/navigation-panel";
