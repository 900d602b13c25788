// A project's figures: what it stores, the last 24 hours of calls, this
// month against the plan, its recent jobs and its firing alerts.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { MetricsSummaryResponse } from "../../../contract/metrics";
import { AllowanceCard } from "./allowance-card";
import { FigureCard } from "./figure-card";
import { FiringAlerts, type FiringAlert } from "./firing-alerts";
import { formatBytes, formatCount, formatMilliseconds } from "./overview-figures";
import { FIGURE_GRID, PANEL_GRID } from "./overview-grid";
import { RecentJobs } from "./recent-jobs";
import { RequestsCard } from "./requests-card";

function Detail({ children }: { children: string }) {
  return (
    <Typography variant="body2" sx={{ color: "text.secondary" }}>
      {children}
    </Typography>
  );
}

export function OverviewCards({ summary, alerts }: { summary: MetricsSummaryResponse; alerts: readonly FiringAlert[] }) {
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box sx={FIGURE_GRID}>
        <FigureCard title="Collections" figure={formatCount(summary.collections)}>
          <Detail>in this project</Detail>
        </FigureCard>
        <FigureCard title="Points" figure={formatCount(summary.points)}>
          <Detail>stored, each with its vectors</Detail>
        </FigureCard>
        <FigureCard title="Storage" figure={formatBytes(summary.diskBytes)}>
          <Detail>on disk</Detail>
        </FigureCard>
        <FigureCard title="p95 latency, last 24 hours" figure={formatMilliseconds(summary.last24Hours.p95Ms)}>
          <Detail>{summary.last24Hours.p95Ms === null ? "no calls to measure" : "95 % of calls answered within"}</Detail>
        </FigureCard>
      </Box>
      <Box sx={PANEL_GRID}>
        <RequestsCard last24Hours={summary.last24Hours} />
        <AllowanceCard month={summary.month} />
      </Box>
      <Box sx={PANEL_GRID}>
        <RecentJobs jobs={summary.recentJobs} />
        <FiringAlerts alerts={alerts} />
      </Box>
    </Box>
  );
}
