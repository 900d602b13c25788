// Sizes and timings of the app shell (SPEC.md section 9).
export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 68;
export const TOOLBAR_MIN_HEIGHT = 64;
export const CONTENT_MAX_WIDTH = 1440;
export const SCROLL_TOP_THRESHOLD = 400;
export const DROPDOWN_WIDTH = 260;
export const MENU_TRANSITION = { enter: 400, exit: 300 } as const;
export const SWIPE_AREA_WIDTH = 20;
export const MIN_FLING_VELOCITY = 450;
export const CUSTOMIZER_WIDTH = 400;
export const NOTIFICATIONS_WIDTH = 380;
export const NOTIFICATIONS_LIST_MAX_HEIGHT = 344;
export const SHORTCUTS_WIDTH = 350;
/** The theme customizer's cog at the right edge: its width, kept clear of the page's content (content-area.tsx). */
export const CUSTOMIZER_COG_WIDTH = 40;
