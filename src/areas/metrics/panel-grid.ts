// Two panels a row where there is room for two charts of a useful width, one otherwise.
import type { SxProps, Theme } from "@mui/material/styles";

export const PANEL_GRID: SxProps<Theme> = { display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" } };
