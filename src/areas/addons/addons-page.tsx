// Addons (/addons): what it will hold until its service exists.
import type { HeadFC } from "gatsby";
import type { AreaPageProps } from "../area-content";
import { AreaPlaceholder } from "../area-placeholder";
import { registerIcons } from "../../icons/icon";

// The icons only this area uses come with its page (gatsby/icon-subset.js).
registerIcons(__AREA_ICONS_ADDONS__);

export default function AddonsPage({ location }: AreaPageProps) {
  return (
    <AreaPlaceholder
      area="addons"
      pathname={location.pathname}
      title="Addons"
      description="Extra capabilities for your projects, such as scheduled backups and more regions."
      icon="tabler:puzzle"
      emptyTitle="No addons enabled"
      willHold="Addons you enable for your projects, such as scheduled backups, will be listed here with their status."
      links={[
        { label: "Compare tiers", to: "/pricing" },
        { label: "Plans and tiers", to: "/help-center/billing/plans/plans-and-tiers/" },
      ]}
    />
  );
}

export const Head: HeadFC = () => <title>Addons | Vector Database Cloud</title>;
