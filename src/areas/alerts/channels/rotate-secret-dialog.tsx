// Gives a webhook a new signing secret, after asking (the receiver must be
// given it: deliveries signed with it no longer verify with the old one),
// then shows the new secret once.
import DialogContentText from "@mui/material/DialogContentText";
import type { AlertChannel } from "../../../../contract/alerts";
import { useRotateChannelSecretMutation } from "../../../api-client/alerts-queries";
import { toApiError } from "../../../api-client/api-error";
import { FormDialog } from "../../../components/form-dialog";
import { WebhookSecret } from "./webhook-secret";

export interface RotateSecretDialogProps {
  projectId: string;
  /** Kept while the dialog closes. */
  channel: AlertChannel | null;
  open: boolean;
  onClose: () => void;
}

export function RotateSecretDialog({ projectId, channel, open, onClose }: RotateSecretDialogProps) {
  const rotate = useRotateChannelSecretMutation(projectId);
  const secret = rotate.data?.secret;
  return (
    <FormDialog
      open={open}
      title={secret !== undefined ? "New webhook secret" : "Rotate webhook secret"}
      onClose={onClose}
      isSubmitting={rotate.isPending}
      submitLabel="Rotate secret"
      busyLabel="Rotating…"
      submitColor="warning"
      canSubmit={channel !== null}
      onSubmit={() => {
        if (channel !== null) rotate.mutate(channel.id);
      }}
      failure={rotate.isError ? toApiError(rotate.error).message : null}
      outcome={
        secret !== undefined && rotate.data !== undefined
          ? { content: <WebhookSecret channelName={rotate.data.channel.name} secret={secret} />, doneLabel: "I have copied the secret", onDone: onClose }
          : null
      }
      onExited={() => rotate.reset()}
    >
      <DialogContentText>
        {channel?.name ?? "This webhook"} gets a new signing secret, shown once. Deliveries are signed with it from now on: give it to the receiver, or it will refuse
        them.
      </DialogContentText>
    </FormDialog>
  );
}
