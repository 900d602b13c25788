// One panel's lines over time (@mui/x-charts, in the metrics-charts chunk):
// the time axis in the user's locale (UTC days at day resolution), the
// value axis labelled with its unit, a tooltip per period, a legend when
// there are several lines. A null is a gap (no calls, nothing measured); a
// value alone between gaps gets a mark, or it would not show at all. The
// colours follow the theme, light or dark. For assistive technology the
// chart is one image named by its summary: the table view lists the values.
// The chart is given no height of its own: it fills its box of CHART_HEIGHT,
// the legend (however many rows it wraps to) first and the drawing in what
// is left, so a long legend never pushes the x axis out of the card.
import { useMemo } from "react";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { LineChart, type LineSeries } from "@mui/x-charts/LineChart";
import type { AxisValueFormatterContext } from "@mui/x-charts/models";
import type { MetricsResolution } from "../../../contract/metrics";
import { CHART_HEIGHT } from "./chart-size";
import { formatPeriod, formatTick, formatTimeTick, formatValue } from "./metric-format";
import type { MetricLine, MetricPanel } from "./metric-panels";

export interface MetricChartProps {
  panel: MetricPanel;
  times: readonly number[];
  resolution: MetricsResolution;
  rangeMs: number;
}

function isolated(values: readonly (number | null)[]) {
  return ({ index }: { index: number }) => values[index] !== null && (values[index - 1] ?? null) === null && (values[index + 1] ?? null) === null;
}

function nullWords(line: MetricLine): string {
  return line.unit === "ms" ? "no calls" : "not measured";
}

export function MetricChart({ panel, times, resolution, rangeMs }: MetricChartProps) {
  const theme = useTheme();
  const dates = useMemo(() => times.map((time) => new Date(time)), [times]);
  const lines = panel.lines.filter((line) => !line.isChartHidden);
  const series = lines.map(
    (line): LineSeries => ({
      id: line.id,
      label: line.label,
      data: [...line.values],
      curve: "linear",
      showMark: isolated(line.values),
      valueFormatter: (value) => (value === null ? nullWords(line) : formatValue(value, line.unit)),
      ...(line.color ? { color: theme.palette[line.color].main } : {}),
      ...(panel.isStacked ? { area: true, stack: "total" } : {}),
    }),
  );
  return (
    <Box role="img" aria-label={`${panel.title} chart. ${panel.summary}. The table view lists every value.`} sx={{ height: CHART_HEIGHT }}>
      <LineChart
        skipAnimation
        hideLegend={lines.length < 2}
        grid={{ horizontal: true }}
        series={series}
        xAxis={[
          {
            data: dates,
            scaleType: resolution === "day" ? "utc" : "time",
            valueFormatter: (value: Date, context: AxisValueFormatterContext) => (context.location === "tick" ? formatTimeTick(value.getTime(), resolution, rangeMs) : formatPeriod(value.getTime(), resolution)),
          },
        ]}
        yAxis={[{ label: panel.axisLabel, min: 0, width: 72, valueFormatter: (value: number) => formatTick(value, panel.unit) }]}
      />
    </Box>
  );
}
