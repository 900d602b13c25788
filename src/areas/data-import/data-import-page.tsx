// Data Import (/data-import): what it will hold until its service exists.
import type { HeadFC } from "gatsby";
import type { AreaPageProps } from "../area-content";
import { AreaPlaceholder } from "../area-placeholder";

export default function DataImportPage({ location }: AreaPageProps) {
  return (
    <AreaPlaceholder
      area="data-import"
      pathname={location.pathname}
      title="Data Import"
      description="Load vectors and payloads into your collections from files."
      icon="tabler:file-import"
      emptyTitle="No imports yet"
      willHold="Imports of files into your collections, with their progress, the number of points loaded and any errors, will be listed here."
      links={[
        { label: "Import data in bulk", to: "/help-center/collections-and-data/importing/import-data/" },
        { label: "Open Datasets", to: "/ai-hub/datasets" },
      ]}
    />
  );
}

export const Head: HeadFC = () => <title>Data Import | Vector Database Cloud</title>;
