// What the page says while the project has no rule: what a rule does, and the
// way to create one for those who may.
import Button from "@mui/material/Button";
import { EmptyState } from "../../../components/empty-state";
import { Icon } from "../../../icons/icon";
import type { AlertRights } from "../use-alert-rights";

export function AlertRulesEmpty({ rights, onCreate }: { rights: AlertRights; onCreate: () => void }) {
  const how = rights.canCreate ? "" : ` Only an ${rights.managers} of the organisation can create one.`;
  return (
    <EmptyState
      icon="tabler:bell-plus"
      title="No alert rules yet"
      description={`A rule watches one of this project's metrics (request rate, error rate, latency, points stored, storage or the plan's allowance) and raises an alert in the bell, and in the channels you choose, when it crosses a threshold for long enough.${how}`}
      action={
        rights.canCreate ? (
          <Button variant="contained" startIcon={<Icon icon="tabler:plus" fontSize="1.125rem" />} onClick={onCreate}>
            Create alert rule
          </Button>
        ) : undefined
      }
    />
  );
}
