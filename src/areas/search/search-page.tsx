// Search and Discovery (/ai-hub/vectorSearch). Until the data-plane search is wired in it shows what it will do, never sample results.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function SearchPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="search"
      title="Search and Discovery"
      description="Find the points nearest to a vector or a text in a collection, filtered by payload."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:search"
        title="Nothing to search yet"
        description="Once a collection holds points, you can search it here by vector or by text, filter by payload and see the nearest points with their scores."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Search and Discovery | Vector Database Cloud</title>;
