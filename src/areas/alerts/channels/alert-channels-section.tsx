// Where alerts go besides the bell: the project's e-mail and webhook
// channels, each with its deliveries; for managers adding them (a webhook's
// secret shown once), sending a test and showing how it went, rotating a
// webhook's secret and deleting a channel (after asking).
import { useId, useState } from "react";
import toast from "react-hot-toast";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { AlertChannel } from "../../../../contract/alerts";
import { useAlertChannelsQuery, useDeleteAlertChannelMutation, useTestAlertChannelMutation } from "../../../api-client/alerts-queries";
import { toApiError } from "../../../api-client/api-error";
import { queryView } from "../../../api-client/query-view";
import { lazyPart } from "../../../components/lazy-part";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { useHasBeenTrue } from "../../../components/use-has-been-true";
import { Icon } from "../../../icons/icon";
import type { AlertRights } from "../use-alert-rights";
import { AlertChannelTable } from "./alert-channel-table";
import { TestResult, type ChannelTestOutcome } from "./test-result";
import { useChannelDialogs } from "./use-channel-dialogs";

// The dialogs load with their own chunk when first opened.
const ChannelDialog = lazyPart(() => import(/* webpackChunkName: "alert-channel-dialogs" */ "./channel-dialog").then((dialog) => dialog.ChannelDialog));
const RotateSecretDialog = lazyPart(() => import(/* webpackChunkName: "alert-channel-dialogs" */ "./rotate-secret-dialog").then((dialog) => dialog.RotateSecretDialog));
const ConfirmDeletionDialog = lazyPart(() =>
  import(/* webpackChunkName: "confirm-deletion" */ "../../../components/confirm-deletion-dialog").then((dialog) => dialog.ConfirmDeletionDialog),
);

export function AlertChannelsSection({ projectId, rights }: { projectId: string; rights: AlertRights }) {
  const titleId = useId();
  const query = useAlertChannelsQuery(projectId);
  const view = queryView(query);
  const dialogs = useChannelDialogs();
  const hasOpenedAdding = useHasBeenTrue(dialogs.adding.isOpen);
  const hasOpenedRotation = useHasBeenTrue(dialogs.rotation.isOpen);
  const hasOpenedDeletion = useHasBeenTrue(dialogs.deletion.isOpen);
  const testChannel = useTestAlertChannelMutation(projectId);
  const deleteChannel = useDeleteAlertChannelMutation(projectId);
  const [outcome, setOutcome] = useState<ChannelTestOutcome | null>(null);
  const [showingDeliveries, setShowingDeliveries] = useState<ReadonlySet<string>>(new Set());

  const showDeliveries = (channelId: string, isShown: boolean) =>
    setShowingDeliveries((current) => {
      const next = new Set(current);
      if (isShown) next.add(channelId);
      else next.delete(channelId);
      return next;
    });
  // The result shows above the table, and the channel's deliveries open below it with the test at their head.
  const test = (channel: AlertChannel) =>
    testChannel.mutate(channel.id, {
      onSuccess: (delivery) => {
        setOutcome({ channel, delivery });
        showDeliveries(channel.id, true);
      },
      onError: (error) => setOutcome({ channel, error: toApiError(error).message }),
    });

  let content;
  if (view.status === "loading") content = <LinearProgress aria-label="Loading the channels" />;
  else if (view.status === "failed") content = <ServiceErrorAlert title="The channels could not be loaded" message={view.error.message} onRetry={() => void query.refetch()} />;
  else if (view.data.length === 0) {
    content = (
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        No channels yet. Alerts always show in the bell of every member; add an e-mail or webhook channel to be told elsewhere too.
      </Typography>
    );
  } else {
    content = (
      <AlertChannelTable
        projectId={projectId}
        channels={view.data}
        rights={rights}
        testing={testChannel.isPending ? (testChannel.variables ?? null) : null}
        showingDeliveries={showingDeliveries}
        onTest={test}
        onToggleDeliveries={(channel) => showDeliveries(channel.id, !showingDeliveries.has(channel.id))}
        onRotate={dialogs.openRotation}
        onDelete={dialogs.openDeletion}
      />
    );
  }

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Box sx={{ flex: "1 1 20rem" }}>
          <Typography id={titleId} variant="h6" component="h2">
            Channels
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            Where a rule&apos;s alerts go besides the bell: e-mail addresses, or a URL that receives signed JSON.
          </Typography>
        </Box>
        {rights.canCreate ? (
          <>
            <Button variant="outlined" startIcon={<Icon icon="tabler:mail" fontSize="1.125rem" />} onClick={() => dialogs.openAdding("email")}>
              Add e-mail channel
            </Button>
            <Button variant="outlined" startIcon={<Icon icon="tabler:webhook" fontSize="1.125rem" />} onClick={() => dialogs.openAdding("webhook")}>
              Add webhook channel
            </Button>
          </>
        ) : null}
      </Box>
      {outcome !== null ? <TestResult outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      {content}
      {hasOpenedAdding ? (
        <ChannelDialog key={dialogs.adding.session} projectId={projectId} open={dialogs.adding.isOpen} kind={dialogs.adding.kind} onClose={dialogs.closeAdding} />
      ) : null}
      {hasOpenedRotation ? (
        <RotateSecretDialog key={dialogs.rotation.session} projectId={projectId} channel={dialogs.rotation.channel} open={dialogs.rotation.isOpen} onClose={dialogs.closeRotation} />
      ) : null}
      {hasOpenedDeletion ? (
        <ConfirmDeletionDialog
          open={dialogs.deletion.isOpen}
          title="Delete channel"
          description={`Rules stop notifying ${dialogs.deletion.channel?.name ?? "this channel"}, and its deliveries log is deleted with it. The rules themselves stay.`}
          confirmLabel="Delete channel"
          onConfirm={async () => {
            const channel = dialogs.deletion.channel;
            if (channel === null) return;
            await deleteChannel.mutateAsync(channel.id);
            if (outcome?.channel.id === channel.id) setOutcome(null);
            toast.success(`Channel ${channel.name} deleted`);
          }}
          onClose={dialogs.closeDeletion}
        />
      ) : null}
    </Box>
  );
}
