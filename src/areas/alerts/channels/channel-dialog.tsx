// Adds a channel: an e-mail channel's name and addresses, or a webhook's name
// and URL. A webhook's signing secret comes in the answer, once: the dialog
// then shows it with a copy button until the user says it is copied.
import { useId } from "react";
import toast from "react-hot-toast";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { EMAIL_CHANNEL_ADDRESSES_MAX, type AlertChannelKind } from "../../../../contract/alerts";
import { useCreateAlertChannelMutation } from "../../../api-client/alerts-queries";
import { TextInput } from "../../../components/text-input";
import { useChannelForm } from "./use-channel-form";
import { WebhookSecret } from "./webhook-secret";

export interface ChannelDialogProps {
  projectId: string;
  open: boolean;
  kind: AlertChannelKind;
  onClose: () => void;
}

export function ChannelDialog({ projectId, open, kind, onClose }: ChannelDialogProps) {
  const titleId = useId();
  const create = useCreateAlertChannelMutation(projectId);
  const form = useChannelForm(kind, (body) => create.mutateAsync(body));
  const { draft, errors, created } = form;
  const forgetSecret = () => {
    form.forget();
    create.reset();
  };
  const isEmail = kind === "email";
  const close = () => {
    if (!form.isSubmitting) onClose();
  };
  const save = async () => {
    const answer = await form.submit();
    if (answer === null) return;
    toast.success(`Channel ${answer.channel.name} added`);
    // A webhook's secret is shown before the dialog may close; an e-mail channel has none.
    if (answer.secret === undefined) onClose();
  };

  let title = isEmail ? "Add e-mail channel" : "Add webhook channel";
  if (created?.secret !== undefined) title = "Webhook channel added";
  return (
    <Dialog open={open} onClose={created?.secret !== undefined ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth slotProps={{ transition: { onExited: forgetSecret } }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {created?.secret !== undefined ? (
          <WebhookSecret channelName={created.channel.name} secret={created.secret} />
        ) : (
          <Box
            component="form"
            id={`${titleId}-form`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            sx={{ display: "grid", gap: 2, pt: 1 }}
          >
            <TextInput
              label="Name"
              value={draft.name}
              onChange={(event) => form.change({ name: event.target.value })}
              error={errors.name !== undefined}
              helperText={errors.name ?? (isEmail ? "e.g. On-call team" : "e.g. PagerDuty or Slack relay")}
              required
              autoFocus
            />
            {isEmail ? (
              <TextInput
                label="Addresses"
                value={draft.addresses}
                onChange={(event) => form.change({ addresses: event.target.value })}
                error={errors.addresses !== undefined}
                helperText={errors.addresses ?? `Up to ${EMAIL_CHANNEL_ADDRESSES_MAX}, one per line or separated by commas`}
                required
                multiline
                minRows={2}
                inputProps={{ spellCheck: false }}
              />
            ) : (
              <TextInput
                label="URL"
                value={draft.url}
                onChange={(event) => form.change({ url: event.target.value })}
                error={errors.url !== undefined}
                helperText={errors.url ?? "The service posts each alert there as signed JSON"}
                required
                type="url"
                inputProps={{ spellCheck: false }}
              />
            )}
            {errors.form !== undefined ? <Alert severity="error">{errors.form}</Alert> : null}
            {form.failure !== null ? <Alert severity="error">{form.failure}</Alert> : null}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {created?.secret !== undefined ? (
          <Button variant="contained" onClick={onClose}>
            I have copied the secret
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={form.isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={form.isSubmitting}>
              {form.isSubmitting ? "Adding…" : "Add channel"}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
