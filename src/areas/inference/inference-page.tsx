// Inference (/ai-hub/inference). Until its control-plane API exists it shows what it will hold, never sample data.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function InferencePage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="inference"
      title="Inference"
      description="Turn text into vectors with an embedding model, ready to store or search."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:bolt"
        title="No inference requests yet"
        description="Requests that embed text with your models, with the model used, the number of inputs and the time taken, will be listed here."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Inference | Vector Database Cloud</title>;
