// Datasets (/ai-hub/datasets): the current project's collections, and each
// collection's page at /ai-hub/datasets/<name>.
import type { HeadFC } from "gatsby";
import LinearProgress from "@mui/material/LinearProgress";
import { lazyPart } from "../../components/lazy-part";
import { ProjectScope } from "../../components/project-scope";
import { collectionOfSubPath } from "../../links/collection-links";
import { AreaContent, type AreaPageProps } from "../area-content";
import { useAreaSubPath } from "../area-path";
import { CollectionList } from "./collection-list/collection-list";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_DATASETS__);

// A collection's page (/ai-hub/datasets/<name>) loads with its own chunk: the area opens on the list.
const CollectionPage = lazyPart(
  () => import(/* webpackChunkName: "datasets-collection" */ "./collection/collection-page").then((page) => page.CollectionPage),
  () => <LinearProgress aria-label="Loading the collection" />,
);

export default function DatasetsPage({ location }: AreaPageProps) {
  const subPath = useAreaSubPath("datasets", location.pathname);
  const collection = collectionOfSubPath(subPath);
  if (collection !== null) {
    return (
      <AreaContent
        area="datasets"
        title={collection}
        description="A collection of the current project: its configuration, payload indexes and points."
        pathname={location.pathname}
        subPaths={[subPath]}
      >
        <ProjectScope>{(project) => <CollectionPage projectId={project.id} name={collection} />}</ProjectScope>
      </AreaContent>
    );
  }
  return (
    <AreaContent
      area="datasets"
      title="Datasets"
      description="Collections of vectors with their payloads: the data your searches run against."
      pathname={location.pathname}
    >
      <ProjectScope>{(project) => <CollectionList projectId={project.id} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Datasets | Vector Database Cloud</title>;
