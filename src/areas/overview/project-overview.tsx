// One project's Overview: how to connect, always first (it needs no figures),
// then the summary: its outline while it loads, the service's message with a
// retry when it cannot, the way in for a new project, or its figures.
import Box from "@mui/material/Box";
import type { AlertRule } from "../../../contract/alerts";
import { useAlertRulesQuery } from "../../api-client/alerts-queries";
import { useMetricsSummaryQuery } from "../../api-client/metrics-queries";
import { queryView } from "../../api-client/query-view";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { alertRulePath } from "../../links/alert-links";
import { ConnectSection } from "./connect-section";
import type { FiringAlert } from "./firing-alerts";
import { GettingStarted } from "./getting-started";
import { OverviewCards } from "./overview-cards";
import { OverviewSkeleton } from "./overview-skeleton";
import { isNewProject } from "./start-steps";

const NO_ALERTS: readonly FiringAlert[] = [];

/** The rules firing now, the longest-firing first. */
function firingAlertsOf(rules: readonly AlertRule[]): FiringAlert[] {
  return rules
    .filter((rule) => rule.state === "firing")
    .sort((a, b) => Date.parse(a.stateSince) - Date.parse(b.stateSince))
    .map((rule) => ({ id: rule.id, name: rule.name, state: "Firing", since: rule.stateSince, href: alertRulePath(rule.id) }));
}

export function ProjectOverview({ projectId }: { projectId: string }) {
  const query = useMetricsSummaryQuery(projectId);
  // Rules are checked every minute; their list is refreshed as often (alerts-queries.ts).
  const rules = useAlertRulesQuery(projectId);
  const alerts = rules.data ? firingAlertsOf(rules.data) : NO_ALERTS;
  const view = queryView(query);
  let content;
  if (view.status === "loading") content = <OverviewSkeleton />;
  else if (view.status === "failed") content = <ServiceErrorAlert title="The overview could not be loaded" message={view.error.message} onRetry={() => void query.refetch()} />;
  else if (isNewProject(view.data)) content = <GettingStarted projectId={projectId} summary={view.data} />;
  else content = <OverviewCards summary={view.data} alerts={alerts} />;
  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <ConnectSection />
      {content}
    </Box>
  );
}
