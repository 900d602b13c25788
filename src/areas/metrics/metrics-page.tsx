// Metrics (/metrics): how the current project is used over time: requests
// per second by operation, latency percentiles, errors, points read and
// written, and its collections' size, for a range and filters the user picks.
import type { HeadFC } from "gatsby";
import { ProjectScope } from "../../components/project-scope";
import { AreaContent, type AreaPageProps } from "../area-content";
import { ProjectMetrics } from "./project-metrics";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_METRICS__);

export default function MetricsPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="metrics"
      title="Metrics"
      description="How your vector database is used: request rates, latency, errors, points read and written, and stored vectors and storage over time."
      pathname={location.pathname}
    >
      <ProjectScope>{(project) => <ProjectMetrics projectId={project.id} search={location.search ?? ""} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Metrics | Vector Database Cloud</title>;
