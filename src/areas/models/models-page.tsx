// Models (/ai-hub/models). Until its control-plane API exists it shows what it will hold, never sample data.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function ModelsPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="models"
      title="Models"
      description="Embedding models that turn text into vectors for your collections."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:cube"
        title="No models yet"
        description="Embedding models available to your projects, with their provider and vector size, will be listed here."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Models | Vector Database Cloud</title>;
