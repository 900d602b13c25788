// Gives a webhook a new signing secret, after asking (the receiver must be
// given it: deliveries signed with it no longer verify with the old one),
// then shows the new secret once.
import { useId } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import type { AlertChannel } from "../../../../contract/alerts";
import { useRotateChannelSecretMutation } from "../../../api-client/alerts-queries";
import { toApiError } from "../../../api-client/api-error";
import { WebhookSecret } from "./webhook-secret";

export interface RotateSecretDialogProps {
  projectId: string;
  /** Kept while the dialog closes. */
  channel: AlertChannel | null;
  open: boolean;
  onClose: () => void;
}

export function RotateSecretDialog({ projectId, channel, open, onClose }: RotateSecretDialogProps) {
  const titleId = useId();
  const rotate = useRotateChannelSecretMutation(projectId);
  const secret = rotate.data?.secret;
  const close = () => {
    if (!rotate.isPending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={secret !== undefined ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => rotate.reset() } }}
    >
      <DialogTitle id={titleId}>{secret !== undefined ? "New webhook secret" : "Rotate webhook secret"}</DialogTitle>
      <DialogContent sx={{ display: "grid", gap: 2 }}>
        {secret !== undefined && rotate.data !== undefined ? (
          <WebhookSecret channelName={rotate.data.channel.name} secret={secret} />
        ) : (
          <DialogContentText>
            {channel?.name ?? "This webhook"} gets a new signing secret, shown once. Deliveries are signed with it from now on: give it to the receiver, or it will
            refuse them.
          </DialogContentText>
        )}
        {rotate.isError ? <Alert severity="error">{toApiError(rotate.error).message}</Alert> : null}
      </DialogContent>
      <DialogActions>
        {secret !== undefined ? (
          <Button variant="contained" onClick={onClose}>
            I have copied the secret
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={rotate.isPending}>
              Cancel
            </Button>
            <Button variant="contained" color="warning" disabled={rotate.isPending || channel === null} onClick={() => channel !== null && rotate.mutate(channel.id)}>
              {rotate.isPending ? "Rotating…" : "Rotate secret"}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
