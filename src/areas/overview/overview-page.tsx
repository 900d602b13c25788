// Overview (/dashboard). Until its control-plane API exists it shows what it will hold, never sample data.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function OverviewPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="overview"
      title="Overview"
      description="Your vector database at a glance: collections, stored points and recent requests."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:layout-dashboard"
        title="Nothing to summarise yet"
        description="Once you create a collection, a summary of your collections, stored points, storage use and recent requests will appear here."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Overview | Vector Database Cloud</title>;
