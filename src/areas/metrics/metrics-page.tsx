// Metrics (/metrics): what it will hold until its service exists.
import type { HeadFC } from "gatsby";
import type { AreaPageProps } from "../area-content";
import { AreaPlaceholder } from "../area-placeholder";

export default function MetricsPage({ location }: AreaPageProps) {
  return (
    <AreaPlaceholder
      area="metrics"
      pathname={location.pathname}
      title="Metrics"
      description="How your vector database is used: request rates, search latency and storage over time."
      icon="tabler:chart-line"
      emptyTitle="No metrics yet"
      willHold="Charts of requests, search latency, stored vectors and storage use for each collection will appear here once your collections receive traffic."
      links={[
        { label: "Open Datasets", to: "/ai-hub/datasets" },
        { label: "Plans and tiers", to: "/help-center/billing/plans/plans-and-tiers/" },
      ]}
    />
  );
}

export const Head: HeadFC = () => <title>Metrics | Vector Database Cloud</title>;
