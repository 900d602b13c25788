// Adds a channel: an e-mail channel's name and addresses, or a webhook's name
// and URL. A webhook's signing secret comes in the answer, once: the dialog
// then shows it with a copy button until the user says it is copied.
import toast from "react-hot-toast";
import { EMAIL_CHANNEL_ADDRESSES_MAX, type AlertChannelKind } from "../../../../contract/alerts";
import { useCreateAlertChannelMutation } from "../../../api-client/alerts-queries";
import { DraftFormDialog } from "../../../components/draft-form-dialog";
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
  const create = useCreateAlertChannelMutation(projectId);
  const form = useChannelForm(kind, (body) => create.mutateAsync(body));
  const { errors, saved: created } = form;
  const forgetSecret = () => {
    form.reset();
    create.reset();
  };
  const isEmail = kind === "email";

  let title = isEmail ? "Add e-mail channel" : "Add webhook channel";
  if (created?.secret !== undefined) title = "Webhook channel added";
  return (
    <DraftFormDialog
      open={open}
      title={title}
      onClose={onClose}
      submitLabel="Add channel"
      busyLabel="Adding…"
      form={form}
      onSaved={(answer) => {
        toast.success(`Channel ${answer.channel.name} added`);
        // A webhook's secret is shown before the dialog may close; an e-mail channel has none.
        if (answer.secret === undefined) onClose();
      }}
      formError={errors.form}
      outcome={
        created?.secret !== undefined
          ? { content: <WebhookSecret channelName={created.channel.name} secret={created.secret} />, doneLabel: "I have copied the secret", onDone: onClose }
          : null
      }
      onExited={forgetSecret}
    >
      <TextInput label="Name" {...form.field("name", isEmail ? "e.g. On-call team" : "e.g. PagerDuty or Slack relay")} required autoFocus />
      {isEmail ? (
        <TextInput
          label="Addresses"
          {...form.field("addresses", `Up to ${EMAIL_CHANNEL_ADDRESSES_MAX}, one per line or separated by commas`)}
          required
          multiline
          minRows={2}
          inputProps={{ spellCheck: false }}
        />
      ) : (
        <TextInput
          label="URL"
          {...form.field("url", "A public address: the service posts each alert there as signed JSON")}
          required
          type="url"
          inputProps={{ spellCheck: false }}
        />
      )}
    </DraftFormDialog>
  );
}
