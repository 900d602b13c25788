// Data Import (/data-import). Until its control-plane API exists it shows what it will hold, never sample data.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function DataImportPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="data-import"
      title="Data Import"
      description="Load vectors and payloads into your collections from files."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:file-import"
        title="No imports yet"
        description="Imports of files into your collections, with their progress, the number of points loaded and any errors, will be listed here."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Data Import | Vector Database Cloud</title>;
