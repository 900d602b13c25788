// The last 24 hours' calls as stacked bars, one an hour: answered, refused
// (4xx) and failed (5xx). Its own chunk (lazy-parts.tsx); the numbers are in
// the table beside it for screen readers, so the drawing is hidden from them.
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import type { MetricsSummaryResponse } from "../../../contract/metrics";
import { formatCount, formatHour } from "./overview-figures";
import { HOURLY_CHART_HEIGHT } from "./hourly-chart-size";

export interface HourlyChartProps {
  hourly: MetricsSummaryResponse["last24Hours"]["hourly"];
}

export function HourlyChart({ hourly }: HourlyChartProps) {
  const theme = useTheme();
  const formatValue = (value: number | null) => (value === null ? "" : formatCount(value));
  return (
    <Box aria-hidden sx={{ height: HOURLY_CHART_HEIGHT }}>
      <BarChart
        height={HOURLY_CHART_HEIGHT}
        margin={0}
        hideLegend
        skipAnimation
        // Keyed by the hour's start, not its clock time: a clock set back in autumn shows one hour twice.
        xAxis={[{ scaleType: "band", data: hourly.map((hour) => hour.at), valueFormatter: (at: string) => formatHour(at), position: "none" }]}
        yAxis={[{ position: "none" }]}
        series={[
          { label: "Answered", stack: "calls", color: theme.palette.primary.main, valueFormatter: formatValue, data: hourly.map((hour) => hour.requests - hour.errors4xx - hour.errors5xx) },
          { label: "4xx", stack: "calls", color: theme.palette.warning.main, valueFormatter: formatValue, data: hourly.map((hour) => hour.errors4xx) },
          { label: "5xx", stack: "calls", color: theme.palette.error.main, valueFormatter: formatValue, data: hourly.map((hour) => hour.errors5xx) },
        ]}
      />
    </Box>
  );
}
