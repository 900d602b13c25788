// The Overview's two grids, shared by the cards and their skeleton: small
// figures four across on a wide screen, wider panels two across.
export const FIGURE_GRID = { display: "grid", gap: 3, gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))" } as const;
export const PANEL_GRID = { display: "grid", gap: 3, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))", alignItems: "start" } as const;
