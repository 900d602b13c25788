// Overview (/dashboard): the current project at a glance, with how to connect
// to it first, and for a new project the way in.
import type { HeadFC } from "gatsby";
import { ProjectScope } from "../../components/project-scope";
import { AreaContent, type AreaPageProps } from "../area-content";
import { ProjectOverview } from "./project-overview";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_OVERVIEW__);

export default function OverviewPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="overview"
      title="Overview"
      description="Your vector database at a glance: collections, stored points, storage, recent requests and this month's calls against your plan."
      pathname={location.pathname}
    >
      <ProjectScope>{(project) => <ProjectOverview projectId={project.id} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Overview | Vector Database Cloud</title>;
