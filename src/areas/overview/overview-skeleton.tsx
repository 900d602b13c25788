// The Overview's cards in outline while the summary loads: the same grid and
// heights, so that the figures take their places without moving the page.
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { FIGURE_GRID, PANEL_GRID } from "./overview-grid";

export function OverviewSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading the overview" sx={{ display: "grid", gap: 3 }}>
      <Box sx={FIGURE_GRID}>
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} variant="rounded" height={118} />
        ))}
      </Box>
      <Box sx={PANEL_GRID}>
        <Skeleton variant="rounded" height={214} />
        <Skeleton variant="rounded" height={214} />
      </Box>
      <Box sx={PANEL_GRID}>
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Box>
    </Box>
  );
}
