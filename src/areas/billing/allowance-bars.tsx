// Each allowance of the tier with a bar and when it resets, the month's calls
// forecast at the rate so far, and a way to be warned before they run out
// (the Alerts area's allowance rule).
import { Link } from "gatsby";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { Allowance, BillingSummary } from "../../../contract/billing";
import { formatCount } from "../../components/format-price";
import { PageSection } from "../../components/page-section";
import { areaRoute } from "../../links/area-route";
import { formatDay } from "./billing-words";

function AllowanceBar({ allowance }: { allowance: Allowance }) {
  const share = allowance.limit === 0 ? 100 : Math.min(100, (allowance.used / allowance.limit) * 100);
  // Calls are spent: the last one used up ends them. Projects and regions are held: all of them in use is full, not over.
  const isOver = allowance.kind === "apiCalls" ? allowance.used >= allowance.limit : allowance.used > allowance.limit;
  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
        <Typography variant="subtitle2" component="h3">
          {allowance.label}
        </Typography>
        <Typography variant="body2">
          {formatCount(allowance.used)} of {formatCount(allowance.limit)}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={share} color={isOver ? "error" : share >= 80 ? "warning" : "primary"} aria-label={`${allowance.label}: ${Math.round(share)}% used`} sx={{ my: 1, height: 8, borderRadius: 4 }} />
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {allowance.resetsAt ? `Resets on ${formatDay(allowance.resetsAt)} (UTC).` : "Counted as long as they exist."}
        {isOver && allowance.kind === "apiCalls" ? " Data-plane calls are refused until then, or until you move to a larger tier." : ""}
      </Typography>
    </Box>
  );
}

export function AllowanceBars({ summary }: { summary: BillingSummary }) {
  const { forecast, month } = summary;
  const calls = summary.allowances.find((allowance) => allowance.kind === "apiCalls");
  return (
    <PageSection title="Allowances" description={`What the ${summary.tier.name} tier includes, and how much of it your organisation uses.`}>
      {summary.allowances.map((allowance) => (
        <AllowanceBar key={allowance.kind} allowance={allowance} />
      ))}
      <Typography variant="body2">
        Forecast: about {formatCount(forecast.calls)} API calls by {formatDay(month.to)} at this month&apos;s rate
        {forecast.runsOutAt && calls ? `; the allowance of ${formatCount(calls.limit)} runs out around ${formatDay(forecast.runsOutAt)}.` : ", within the allowance."}
      </Typography>
      <Typography variant="body2">
        <MuiLink component={Link} to={areaRoute("alerts")}>
          Get an alert before the allowance runs out
        </MuiLink>{" "}
        (in Alerts, add a rule on &quot;Allowance used&quot;).
      </Typography>
    </PageSection>
  );
}
