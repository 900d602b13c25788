// The panels in outline while the first answer loads: the same grid and
// chart heights, so that the charts take their places without moving.
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { CHART_HEIGHT } from "./chart-size";
import { PANEL_GRID } from "./panel-grid";

/** A panel's height above its chart: title, summary and padding. */
const PANEL_HEAD_HEIGHT = 100;

export function MetricsSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading the metrics" sx={PANEL_GRID}>
      {[0, 1, 2, 3, 4, 5].map((panel) => (
        <Skeleton key={panel} variant="rounded" height={CHART_HEIGHT + PANEL_HEAD_HEIGHT} />
      ))}
    </Box>
  );
}
