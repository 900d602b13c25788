// Inference (/ai-hub/inference): texts turned into vectors by the project's
// embedding models, and questions searched in a collection by the model that
// fits its vector (Qdrant's inference objects, embedded by the service).
import type { HeadFC } from "gatsby";
import { ProjectScope } from "../../components/project-scope";
import { AreaContent, type AreaPageProps } from "../area-content";
import { InferenceWorkspace } from "./inference-workspace";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_INFERENCE__);

export default function InferencePage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="inference"
      title="Inference"
      description="Turn text into vectors with an embedding model, and search a collection with a question in plain words."
      pathname={location.pathname}
    >
      <ProjectScope>{(project) => <InferenceWorkspace projectId={project.id} />}</ProjectScope>
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Inference | Vector Database Cloud</title>;
