// Notebooks (/ai-hub/notebooks). Until its control-plane API exists it shows what it will hold, never sample data.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function NotebooksPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="notebooks"
      title="Notebooks"
      description="Saved queries and notes for exploring your collections."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:notebook"
        title="No notebooks yet"
        description="Notebooks you create, with the queries they run against your collections and their results, will be listed here."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Notebooks | Vector Database Cloud</title>;
