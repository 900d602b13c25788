// The channel dialog's state (components/use-draft-form.ts): the draft of one
// kind of channel, and the created channel with its secret (a webhook's) as
// the form's answer, held only until the dialog closes.
import type { AlertChannelKind, AlertChannelResponse, CreateAlertChannelBody } from "../../../../contract/alerts";
import { prepare, useDraftForm, type DraftForm } from "../../../components/use-draft-form";
import { NEW_CHANNEL_DRAFT, toChannelBody, type ChannelDraft, type ChannelErrors } from "./channel-draft";

export type ChannelForm = DraftForm<ChannelDraft, ChannelErrors, AlertChannelResponse>;

export function useChannelForm(kind: AlertChannelKind, create: (body: CreateAlertChannelBody) => Promise<AlertChannelResponse>): ChannelForm {
  return useDraftForm(NEW_CHANNEL_DRAFT, (draft) => prepare(toChannelBody(kind, draft), create));
}
