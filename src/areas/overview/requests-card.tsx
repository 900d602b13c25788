// The last 24 hours' calls to the data plane: how many, how many were
// refused (4xx) or failed (5xx), and their spread over the hours.
import Typography from "@mui/material/Typography";
import type { MetricsSummaryResponse } from "../../../contract/metrics";
import { FigureCard } from "./figure-card";
import { HourlyTable } from "./hourly-table";
import { HourlyChart } from "./lazy-parts";
import { formatCount } from "./overview-figures";

export function RequestsCard({ last24Hours }: { last24Hours: MetricsSummaryResponse["last24Hours"] }) {
  const { requests, errors4xx, errors5xx, hourly } = last24Hours;
  return (
    <FigureCard title="Requests, last 24 hours" figure={formatCount(requests)}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {formatCount(errors4xx)} client errors (4xx) · {formatCount(errors5xx)} server errors (5xx)
      </Typography>
      <HourlyChart hourly={hourly} />
      <HourlyTable hourly={hourly} />
    </FigureCard>
  );
}
