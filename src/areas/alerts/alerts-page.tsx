// Alerts (/alerting): what it will hold until its service exists.
import type { HeadFC } from "gatsby";
import type { AreaPageProps } from "../area-content";
import { AreaPlaceholder } from "../area-placeholder";

export default function AlertsPage({ location }: AreaPageProps) {
  return (
    <AreaPlaceholder
      area="alerts"
      pathname={location.pathname}
      title="Alerts"
      description="Notices when latency, errors or storage use of your vector database cross a threshold."
      icon="tabler:bell-ringing"
      emptyTitle="No alert rules yet"
      willHold="Alert rules you set on search latency, error rate or storage use, and the alerts they raise, will be listed here."
      links={[
        { label: "Open Datasets", to: "/ai-hub/datasets" },
        { label: "What a yellow status means", to: "/faq/#collection-yellow" },
      ]}
    />
  );
}

export const Head: HeadFC = () => <title>Alerts | Vector Database Cloud</title>;
