// What shows while the Alerts page's content loads with its chunk: progress,
// and the rules, channels and rights already asked for, so that the chunk and
// the answers come at the same time rather than one after the other.
import LinearProgress from "@mui/material/LinearProgress";
import { useAlertChannelsQuery, useAlertRulesQuery } from "../../api-client/alerts-queries";
import { useSignedInUserRoleQuery } from "../../api-client/signed-in-user-queries";
import type { AlertsWorkspaceProps } from "./alerts-workspace";

export function AlertsWorkspaceLoading({ project }: AlertsWorkspaceProps) {
  useAlertRulesQuery(project.id);
  useAlertChannelsQuery(project.id);
  useSignedInUserRoleQuery();
  return <LinearProgress aria-label="Loading alerts" />;
}
