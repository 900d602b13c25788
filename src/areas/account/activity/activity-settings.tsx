// The Activity tab of the account settings (/account-settings/activity/): the
// organisation's audit trail (contract/audit.ts), for owners and admins. A
// member whose role may not read it sees the tab and why it is closed to
// them, and the service is not asked.
import LinearProgress from "@mui/material/LinearProgress";
import { QueryScope } from "../../../api-client/query-scope";
import { EmptyState } from "../../../components/empty-state";
import { useMemberRights } from "../../../components/use-member-rights";
import { ActivityLog } from "./activity-log";

/** The tab brings the query cache (the signed-in member's rights), as a project's pages do. */
export function ActivitySettings() {
  return (
    <QueryScope>
      <ActivityTab />
    </QueryScope>
  );
}

function ActivityTab() {
  const rights = useMemberRights();
  const refusal = rights.reason(["audit", "read"], "see");
  if (refusal !== null) {
    return <EmptyState icon="tabler:lock" title="The activity log is not open to your role" description={`${refusal}. Owners and admins can see it and export it.`} />;
  }
  // Asked only once the role is known to allow it.
  if (!rights.isKnown) return <LinearProgress aria-label="Loading the activity" />;
  return <ActivityLog />;
}
