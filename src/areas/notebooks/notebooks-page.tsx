// Notebooks (/ai-hub/notebooks): the project's request notebooks, and each at
// /ai-hub/notebooks/<id>, whose workspace (cells, runs, answers) comes in a
// chunk of its own, and its editor (CodeMirror) in another.
import type { HeadFC } from "gatsby";
import LinearProgress from "@mui/material/LinearProgress";
import { lazyPart } from "../../components/lazy-part";
import { ProjectScope } from "../../components/project-scope";
import { registerIcons } from "../../icons/icon";
import { notebookOfSubPath } from "../../links/notebook-links";
import { AreaContent, type AreaPageProps } from "../area-content";
import { useAreaSubPath } from "../area-path";
import { NotebookList } from "./notebook-list";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_NOTEBOOKS__);

const NotebookWorkspace = lazyPart(
  () => import(/* webpackChunkName: "notebook-workspace" */ "./notebook-workspace").then((workspace) => workspace.NotebookWorkspace),
  () => <LinearProgress aria-label="Loading the notebook" />,
);

export default function NotebooksPage({ location }: AreaPageProps) {
  const subPath = useAreaSubPath("notebooks", location.pathname);
  const notebookId = notebookOfSubPath(subPath);
  if (notebookId !== null) {
    return (
      <AreaContent area="notebooks" title="Notebook" description="Requests to your collections with notes between them: run, keep and share." pathname={location.pathname} subPaths={[subPath]}>
        <ProjectScope>{(project) => <NotebookWorkspace key={notebookId} projectId={project.id} notebookId={notebookId} />}</ProjectScope>
      </AreaContent>
    );
  }
  return (
    <AreaContent area="notebooks" title="Notebooks" description="Requests to your collections with notes between them, saved with the project: run them again, share them with your team." pathname={location.pathname}>
      <ProjectScope>{(project) => <NotebookList projectId={project.id} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Notebooks | Vector Database Cloud</title>;
