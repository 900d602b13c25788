// This month's API calls against the plan's monthly allowance. The
// allowance counts the calls of every project of the organisation, so that
// is what the bar shows; this project's own share is said below it.
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { MetricsSummaryResponse } from "../../../contract/metrics";
import { FigureCard } from "./figure-card";
import { formatCount, formatShare } from "./overview-figures";

function startOfMonthText(iso: string): string {
  // The month starts at midnight UTC: shown as that day, whatever the reader's zone.
  return new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "long", timeZone: "UTC" });
}

export function AllowanceCard({ month }: { month: MetricsSummaryResponse["month"] }) {
  const { plan, allowance, organisationCalls, projectCalls } = month;
  const used = allowance > 0 ? organisationCalls / allowance : 0;
  const callsText = `${formatCount(organisationCalls)} of ${formatCount(allowance)} API calls (${plan})`;
  const projectShare = organisationCalls === 0 ? 0 : projectCalls / organisationCalls;
  const isOver = organisationCalls > allowance;
  return (
    <FigureCard title="API calls this month" figure={formatShare(used)}>
      <Typography variant="body2">{callsText}</Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, used * 100)}
        color={isOver ? "error" : used >= 0.8 ? "warning" : "primary"}
        aria-label={`API calls this month against the ${plan} plan's allowance`}
        aria-valuetext={`${callsText}, ${formatShare(used)}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Box sx={{ display: "grid", gap: 0.5 }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          This project: {formatCount(projectCalls)} calls ({formatShare(projectShare)} of your organisation&apos;s)
        </Typography>
        <Typography variant="body2" sx={{ color: isOver ? "error.main" : "text.secondary" }}>
          {isOver
            ? `${formatCount(organisationCalls - allowance)} calls over the allowance since ${startOfMonthText(month.from)}.`
            : `Counted since ${startOfMonthText(month.from)}, over every project of your organisation.`}
        </Typography>
      </Box>
    </FigureCard>
  );
}
