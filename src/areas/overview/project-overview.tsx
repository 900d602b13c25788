// One project's Overview: how to connect, always first (it needs no figures),
// then the summary: its outline while it loads, the service's message with a
// retry when it cannot, the way in for a new project, or its figures.
import Box from "@mui/material/Box";
import { useMetricsSummaryQuery } from "../../api-client/metrics-queries";
import { queryView } from "../../api-client/query-view";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { ConnectSection } from "./connect-section";
import type { FiringAlert } from "./firing-alerts";
import { GettingStarted } from "./getting-started";
import { OverviewCards } from "./overview-cards";
import { OverviewSkeleton } from "./overview-skeleton";
import { isNewProject } from "./start-steps";

// TODO(alerts): the project's firing alerts, once the alerts area has its queries.
const FIRING_ALERTS: readonly FiringAlert[] = [];

export function ProjectOverview({ projectId }: { projectId: string }) {
  const query = useMetricsSummaryQuery(projectId);
  const view = queryView(query);
  let content;
  if (view.status === "loading") content = <OverviewSkeleton />;
  else if (view.status === "failed") content = <ServiceErrorAlert title="The overview could not be loaded" message={view.error.message} onRetry={() => void query.refetch()} />;
  else if (isNewProject(view.data)) content = <GettingStarted projectId={projectId} summary={view.data} />;
  else content = <OverviewCards summary={view.data} alerts={FIRING_ALERTS} />;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <ConnectSection />
      {content}
    </Box>
  );
}
