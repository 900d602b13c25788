// Models (/ai-hub/models): what it will hold until its service exists.
import type { HeadFC } from "gatsby";
import type { AreaPageProps } from "../area-content";
import { AreaPlaceholder } from "../area-placeholder";

export default function ModelsPage({ location }: AreaPageProps) {
  return (
    <AreaPlaceholder
      area="models"
      pathname={location.pathname}
      title="Models"
      description="Embedding models that turn text into vectors for your collections."
      icon="tabler:cube"
      emptyTitle="No models yet"
      willHold="Embedding models available to your projects, with their provider and vector size, will be listed here."
      links={[
        { label: "Choosing a distance metric", to: "/help-center/collections-and-data/collections/distance-metrics/" },
        { label: "Points, ids and vectors", to: "/help-center/collections-and-data/points-and-payloads/points-and-vectors/" },
      ]}
    />
  );
}

export const Head: HeadFC = () => <title>Models | Vector Database Cloud</title>;
