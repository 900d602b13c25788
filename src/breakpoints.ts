// Screen breakpoints of the console (SPEC.md section 9).
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Below lg the navigation becomes a drawer and the layout is vertical. */
export const SMALL_SCREEN_QUERY = `(max-width:${BREAKPOINTS.lg - 0.05}px)`;
