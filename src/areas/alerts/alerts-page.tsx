// Alerts (/alerting). Until its control-plane API exists it shows what it will hold, never sample data.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function AlertsPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="alerts"
      title="Alerts"
      description="Notices when latency, errors or storage use of your vector database cross a threshold."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:bell-ringing"
        title="No alert rules yet"
        description="Alert rules you set on search latency, error rate or storage use, and the alerts they raise, will be listed here."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Alerts | Vector Database Cloud</title>;
