// Addons (/addons). Until its control-plane API exists it shows what it will hold, never sample data.
import type { HeadFC } from "gatsby";
import { EmptyState } from "../../components/empty-state";
import { AreaContent, type AreaPageProps } from "../area-content";

export default function AddonsPage({ location }: AreaPageProps) {
  return (
    <AreaContent
      area="addons"
      title="Addons"
      description="Extra capabilities for your projects, such as scheduled backups and more regions."
      pathname={location.pathname}
    >
      <EmptyState
        icon="tabler:puzzle"
        title="No addons enabled"
        description="Addons you enable for your projects, such as scheduled backups, will be listed here with their status."
      />
    </AreaContent>
  );
}

export const Head: HeadFC = () => <title>Addons | Vector Database Cloud</title>;
