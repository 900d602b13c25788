// Models (/ai-hub/models): the embedding models of the current project, the
// built-in ones and the external ones it added, with their live usage.
import type { HeadFC } from "gatsby";
import { ProjectScope } from "../../components/project-scope";
import { AreaContent, type AreaPageProps } from "../area-content";
import { ProjectModels } from "./project-models";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_MODELS__);

export default function ModelsPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="models"
      title="Models"
      description="Embedding models that turn text into vectors for your collections: the service's built-in models, and any OpenAI-compatible endpoint you add."
      pathname={location.pathname}
    >
      <ProjectScope>{(project) => <ProjectModels projectId={project.id} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Models | Vector Database Cloud</title>;
