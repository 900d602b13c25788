// Overview (/dashboard): what it will hold until its service exists.
import type { HeadFC } from "gatsby";
import type { AreaPageProps } from "../area-content";
import { AreaPlaceholder } from "../area-placeholder";

export default function OverviewPage({ location }: AreaPageProps) {
  return (
    <AreaPlaceholder
      area="overview"
      pathname={location.pathname}
      title="Overview"
      description="Your vector database at a glance: collections, stored points and recent requests."
      icon="tabler:layout-dashboard"
      emptyTitle="Nothing to summarise yet"
      willHold="Once you create a collection, a summary of your collections, stored points, storage use and recent requests will appear here."
      links={[
        { label: "Open Datasets", to: "/ai-hub/datasets" },
        { label: "Create your first collection", to: "/help-center/getting-started/first-steps/first-collection/" },
        { label: "A tour of the console", to: "/help-center/getting-started/first-steps/console-tour/" },
      ]}
    />
  );
}

export const Head: HeadFC = () => <title>Overview | Vector Database Cloud</title>;
