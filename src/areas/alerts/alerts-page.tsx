// Alerts (/alerting): the current project's alert rules with their states
// and histories, and the channels they notify besides the bell. A link to
// /alerting?rule=<id> (the bell's notifications) opens that rule's history;
// it is read after hydration (the server's HTML has no query).
import type { HeadFC } from "gatsby";
import { lazyPart } from "../../components/lazy-part";
import { ProjectScope } from "../../components/project-scope";
import { useIsHydrated } from "../../components/use-is-hydrated";
import { AreaContent, type AreaPageProps } from "../area-content";
import { readLinkedRuleId } from "../../links/alert-links";
import { AlertsWorkspaceLoading } from "./alerts-workspace-loading";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_ALERTS__);

const AlertsWorkspace = lazyPart(
  () => import(/* webpackChunkName: "alerts-workspace" */ "./alerts-workspace").then((workspace) => workspace.AlertsWorkspace),
  AlertsWorkspaceLoading,
);

export default function AlertsPage({ location }: AreaPageProps) {
  const isHydrated = useIsHydrated();
  const linkedRuleId = isHydrated ? readLinkedRuleId(location.search ?? "") : null;
  return (
    <AreaContent
      area="alerts"
      title="Alerts"
      description="Rules on this project's latency, errors, request rate and storage that raise an alert in the bell, by e-mail or by webhook when a threshold is crossed."
      pathname={location.pathname}
    >
      <ProjectScope>{(project) => <AlertsWorkspace project={project} linkedRuleId={linkedRuleId} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Alerts | Vector Database Cloud</title>;
