// Addons (/apps/calendar): the add-on this service offers, backups of the
// current project: its plan's schedule, the backups taken, and restoring a
// collection from one. The workspace comes in a chunk of its own.
import type { HeadFC } from "gatsby";
import { lazyPart } from "../../components/lazy-part";
import { ProjectScope } from "../../components/project-scope";
import { registerIcons } from "../../icons/icon";
import { AreaContent, type AreaPageProps } from "../area-content";
import { BackupsLoading } from "./backups-loading";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_ADDONS__);

const BackupsWorkspace = lazyPart(() => import(/* webpackChunkName: "backups-workspace" */ "./backups-workspace").then((workspace) => workspace.BackupsWorkspace), BackupsLoading);

export default function AddonsPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="addons"
      title="Addons"
      description="Backups of this project's collections: on your plan's schedule or when you ask, each a snapshot of every collection, and a collection restored from one."
      pathname={location.pathname}
    >
      <ProjectScope>{(project) => <BackupsWorkspace project={project} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Addons | Vector Database Cloud</title>;
