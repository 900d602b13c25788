// Metrics (/metrics). Until its control-plane API exists it shows what it will hold, never sample data.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function MetricsPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="metrics"
      title="Metrics"
      description="How your vector database is used: request rates, search latency and storage over time."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:chart-line"
        title="No metrics yet"
        description="Charts of requests, search latency, stored vectors and storage use for each collection will appear here once your collections receive traffic."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Metrics | Vector Database Cloud</title>;
