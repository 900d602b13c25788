// Below the toolbar: the panels in outline while the first answer loads, the
// service's message with a retry when it fails, and then the range shown (as
// the service widened it to whole periods) with the calls' panels, or the
// empty state when there were none, and the sizes' panels when measured.
// A new range or filter keeps the last answer on screen under a progress
// line until its own comes.
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { QueryView } from "../../api-client/query-view";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { formatPeriod } from "./metric-format";
import { MetricPanel } from "./metric-panel";
import type { MetricsView } from "./metric-panels";
import { MetricsEmpty } from "./metrics-empty";
import { MetricsSkeleton } from "./metrics-skeleton";
import { PANEL_GRID } from "./panel-grid";

export interface MetricsContentProps {
  state: QueryView<MetricsView>;
  isUpdating: boolean;
  onRetry: () => void;
  hasFilters: boolean;
  onClearFilters: () => void;
}

const PER = { minute: "Per minute", hour: "Per hour", day: "Per day (UTC)" } as const;

function rangeCaption(view: MetricsView): string {
  return `${PER[view.resolution]}, ${formatPeriod(Date.parse(view.from), view.resolution)} to ${formatPeriod(Date.parse(view.to), view.resolution)}`;
}

export function MetricsContent({ state, isUpdating, onRetry, hasFilters, onClearFilters }: MetricsContentProps) {
  if (state.status === "loading") return <MetricsSkeleton />;
  if (state.status === "failed") return <ServiceErrorAlert title="The metrics could not be loaded" message={state.error.message} onRetry={onRetry} />;
  const view = state.data;
  const panel = (model: MetricsView["callPanels"][number]) => <MetricPanel key={model.id} panel={model} times={view.times} resolution={view.resolution} rangeMs={view.rangeMs} />;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box sx={{ minHeight: 4 }}>{isUpdating ? <LinearProgress aria-label="Updating the metrics" /> : null}</Box>
      <Typography role="status" variant="body2" sx={{ color: "text.secondary", mt: -2 }}>
        {rangeCaption(view)}
      </Typography>
      {view.hasCalls ? <Box sx={PANEL_GRID}>{view.callPanels.map(panel)}</Box> : <MetricsEmpty hasFilters={hasFilters} onClearFilters={onClearFilters} />}
      {view.hasSizes ? <Box sx={PANEL_GRID}>{view.sizePanels.map(panel)}</Box> : null}
    </Box>
  );
}
