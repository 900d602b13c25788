// Inference (/ai-hub/inference): what it will hold until its service exists.
import type { HeadFC } from "gatsby";
import type { AreaPageProps } from "../area-content";
import { AreaPlaceholder } from "../area-placeholder";

export default function InferencePage({ location }: AreaPageProps) {
  return (
    <AreaPlaceholder
      area="inference"
      pathname={location.pathname}
      title="Inference"
      description="Turn text into vectors with an embedding model, ready to store or search."
      icon="tabler:bolt"
      emptyTitle="No inference requests yet"
      willHold="Requests that embed text with your models, with the model used, the number of inputs and the time taken, will be listed here."
      links={[
        { label: "Search and Discovery", to: "/ai-hub/vectorSearch" },
        { label: "Vector search", to: "/help-center/search/querying/vector-search/" },
      ]}
    />
  );
}

export const Head: HeadFC = () => <title>Inference | Vector Database Cloud</title>;
