// Datasets (/ai-hub/datasets). Until its control-plane API exists it shows what it will hold, never sample data.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function DatasetsPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="datasets"
      title="Datasets"
      description="Collections of vectors with their payloads: the data your searches run against."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:database"
        title="No collections yet"
        description="Collections you create, with their vector size, distance metric and point count, will be listed here."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Datasets | Vector Database Cloud</title>;
