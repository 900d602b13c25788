// One panel: its title (a heading under the page's), what it adds up to,
// a note where its numbers have a stated precision, and the chart or, at a
// press of "Table", the same values as a table.
import { useId, useState } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import type { MetricsResolution } from "../../../contract/metrics";
import { MetricChart } from "./lazy-parts";
import type { MetricPanel as MetricPanelModel } from "./metric-panels";
import { MetricTable } from "./metric-table";

export interface MetricPanelProps {
  panel: MetricPanelModel;
  times: readonly number[];
  resolution: MetricsResolution;
  rangeMs: number;
}

type PanelView = "chart" | "table";

export function MetricPanel({ panel, times, resolution, rangeMs }: MetricPanelProps) {
  const titleId = useId();
  const [view, setView] = useState<PanelView>("chart");
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2.5, display: "grid", gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 1.5 }}>
        <Box sx={{ flex: "1 1 12rem", minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {panel.title}
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {panel.summary}
          </Typography>
          {panel.note ? (
            <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
              {panel.note}
            </Typography>
          ) : null}
        </Box>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: PanelView | null) => next !== null && setView(next)} aria-label={`Show ${panel.title} as`}>
          <ToggleButton value="chart">Chart</ToggleButton>
          <ToggleButton value="table">Table</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {view === "chart" ? <MetricChart panel={panel} times={times} resolution={resolution} rangeMs={rangeMs} /> : <MetricTable panel={panel} times={times} resolution={resolution} />}
    </Paper>
  );
}
