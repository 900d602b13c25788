// Notebooks (/ai-hub/notebooks): what it will hold until its service exists.
import type { HeadFC } from "gatsby";
import type { AreaPageProps } from "../area-content";
import { AreaPlaceholder } from "../area-placeholder";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_NOTEBOOKS__);

export default function NotebooksPage({ location }: AreaPageProps) {
  return (
    <AreaPlaceholder
      area="notebooks"
      pathname={location.pathname}
      title="Notebooks"
      description="Saved queries and notes for exploring your collections."
      icon="tabler:notebook"
      emptyTitle="No notebooks yet"
      willHold="Notebooks you create, with the queries they run against your collections and their results, will be listed here."
      links={[
        { label: "Search and Discovery", to: "/ai-hub/vectorSearch" },
        { label: "Filter by payload", to: "/help-center/search/filtering/filters/" },
      ]}
    />
  );
}

export const Head: HeadFC = () => <title>Notebooks | Vector Database Cloud</title>;
