// The Alerts page's content for one project: its rules, then its channels.
// It comes in a chunk of its own (alerts-page.tsx): it reads the contract's
// metrics, units and schemas, which bring zod, kept out of the page's first load.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import type { ProjectSummary } from "../../../contract/auth";
import { useAlertChannelsQuery } from "../../api-client/alerts-queries";
import { AlertChannelsSection } from "./channels/alert-channels-section";
import { AlertRulesSection } from "./rules/alert-rules-section";
import { useAlertRights } from "./use-alert-rights";

export interface AlertsWorkspaceProps {
  project: ProjectSummary;
  linkedRuleId: string | null;
}

export function AlertsWorkspace({ project, linkedRuleId }: AlertsWorkspaceProps) {
  const rights = useAlertRights();
  const channels = useAlertChannelsQuery(project.id).data ?? [];
  const isMember = rights.isKnown && !rights.canCreate && !rights.canUpdate && !rights.canDelete;
  return (
    <Box sx={{ display: "grid", gap: 4 }}>
      {isMember ? <Alert severity="info">You can see the rules, their history and the channels. Only an {rights.managers} of the organisation can add, change, mute or delete them.</Alert> : null}
      <AlertRulesSection projectId={project.id} projectName={project.name} rights={rights} channels={channels} linkedRuleId={linkedRuleId} />
      <AlertChannelsSection projectId={project.id} rights={rights} />
    </Box>
  );
}
