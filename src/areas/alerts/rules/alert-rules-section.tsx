// The project's alert rules: loading, failed, none yet, or the table; for
// managers creating, editing, muting and deleting them (after asking); for
// everyone each rule's history, opened from its row or from a link.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { navigate } from "gatsby";
import toast from "react-hot-toast";
import type { AlertChannel, AlertRule } from "../../../../contract/alerts";
import { useAlertRulesQuery, useDeleteAlertRuleMutation, useMuteAlertRuleMutation } from "../../../api-client/alerts-queries";
import { useApiKeysQuery } from "../../../api-client/api-keys-queries";
import { toApiError } from "../../../api-client/api-error";
import { queryView } from "../../../api-client/query-view";
import { lazyPart } from "../../../components/lazy-part";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { useHasBeenTrue } from "../../../components/use-has-been-true";
import { Icon } from "../../../icons/icon";
import { areaRoute } from "../../../links/area-route";
import { formatWhen } from "../../../components/times";
import type { AlertRights } from "../use-alert-rights";
import { AlertRuleTable } from "./alert-rule-table";
import { AlertRulesEmpty } from "./alert-rules-empty";
import { MUTE_CHOICES } from "./mute-menu";
import { RuleHistoryDrawer } from "./rule-history-drawer";
import { useRuleDialogs } from "./use-rule-dialogs";

// Both dialogs load with their own chunks when first opened: the page's first load is the table.
const RuleDialog = lazyPart(() => import(/* webpackChunkName: "alert-rule-dialog" */ "./rule-dialog").then((dialog) => dialog.RuleDialog));
const ConfirmDeletionDialog = lazyPart(() =>
  import(/* webpackChunkName: "confirm-deletion" */ "../../../components/confirm-deletion-dialog").then((dialog) => dialog.ConfirmDeletionDialog),
);

export interface AlertRulesSectionProps {
  projectId: string;
  projectName: string;
  rights: AlertRights;
  channels: readonly AlertChannel[];
  /** The rule a link names (/alerting?rule=<id>), whose history opens. */
  linkedRuleId: string | null;
}

function muteMessage(rule: AlertRule, minutes: number): string {
  if (minutes === 0) return `${rule.name} unmuted`;
  const choice = MUTE_CHOICES.find((found) => found.minutes === minutes);
  return `${rule.name} muted ${choice?.label.toLowerCase() ?? ""}${rule.mutedUntil !== null ? `, until ${formatWhen(rule.mutedUntil)}` : ""}`;
}

export function AlertRulesSection({ projectId, projectName, rights, channels, linkedRuleId }: AlertRulesSectionProps) {
  const query = useAlertRulesQuery(projectId);
  const view = queryView(query);
  const apiKeys = useApiKeysQuery(projectId);
  const dialogs = useRuleDialogs(linkedRuleId);
  const hasOpenedEditor = useHasBeenTrue(dialogs.editor.isOpen);
  const hasOpenedDeletion = useHasBeenTrue(dialogs.deletion.isOpen);
  const muteRule = useMuteAlertRuleMutation(projectId);
  const deleteRule = useDeleteAlertRuleMutation(projectId);

  const channelName = (id: string) => channels.find((channel) => channel.id === id)?.name ?? "A deleted channel";
  const apiKeyName = (id: string) => (apiKeys.isSuccess ? (apiKeys.data.find((key) => key.id === id)?.name ?? "a revoked key") : "an API key");
  const mute = (rule: AlertRule, minutes: number) =>
    muteRule.mutate(
      { ruleId: rule.id, minutes },
      {
        onSuccess: (muted) => toast.success(muteMessage(muted, minutes)),
        onError: (error) => toast.error(`${rule.name} could not be ${minutes === 0 ? "unmuted" : "muted"}: ${toApiError(error).message}`),
      },
    );
  const closeHistory = () => {
    dialogs.closeHistory();
    // The link has been followed: dropped from the address, so that following it again opens the history again.
    if (linkedRuleId !== null) void navigate(areaRoute("alerts"), { replace: true });
  };

  if (view.status === "loading") return <LinearProgress aria-label="Loading the alert rules" />;
  if (view.status === "failed") return <ServiceErrorAlert title="The alert rules could not be loaded" message={view.error.message} onRetry={() => void query.refetch()} />;

  const rules = view.data;
  const historyRule = rules.find((rule) => rule.id === dialogs.history.ruleId) ?? null;
  const isLinkMissing = linkedRuleId !== null && !rules.some((rule) => rule.id === linkedRuleId);
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      {rules.length > 0 ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Alert rules
          </Typography>
          {rights.canCreate ? (
            <Button variant="contained" startIcon={<Icon icon="tabler:plus" fontSize="1.125rem" />} onClick={() => dialogs.openEditor(null)}>
              Create alert rule
            </Button>
          ) : null}
        </Box>
      ) : null}
      {isLinkMissing ? <Alert severity="info">The rule this link names is not in {projectName}: it was deleted, or it belongs to another project (switch projects in the top bar).</Alert> : null}
      {rules.length === 0 ? (
        <AlertRulesEmpty rights={rights} onCreate={() => dialogs.openEditor(null)} />
      ) : (
        <AlertRuleTable
          rules={rules}
          rights={rights}
          channelName={channelName}
          apiKeyName={apiKeyName}
          muting={muteRule.isPending ? (muteRule.variables?.ruleId ?? null) : null}
          onHistory={dialogs.openHistory}
          onEdit={(rule) => dialogs.openEditor(rule)}
          onMute={mute}
          onDelete={dialogs.openDeletion}
        />
      )}
      <RuleHistoryDrawer projectId={projectId} rule={historyRule} open={dialogs.history.isOpen} onClose={closeHistory} />
      {hasOpenedEditor ? (
        <RuleDialog key={dialogs.editor.session} projectId={projectId} open={dialogs.editor.isOpen} editing={dialogs.editor.editing} channels={channels} onClose={dialogs.closeEditor} />
      ) : null}
      {hasOpenedDeletion ? (
        <ConfirmDeletionDialog
          open={dialogs.deletion.isOpen}
          title="Delete alert rule"
          description={`${dialogs.deletion.rule?.name ?? "This rule"} stops being checked, and its history is deleted with it. This cannot be undone.`}
          confirmLabel="Delete rule"
          onConfirm={async () => {
            const rule = dialogs.deletion.rule;
            if (rule === null) return;
            await deleteRule.mutateAsync(rule.id);
            toast.success(`Alert rule ${rule.name} deleted`);
          }}
          onClose={dialogs.closeDeletion}
        />
      ) : null}
    </Box>
  );
}
