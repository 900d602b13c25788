// The channel dialog's state: the draft, its problems once a save was tried,
// the service's refusal, and the created channel with its secret (a webhook's),
// held only until the dialog closes.
import { useState } from "react";
import type { AlertChannelKind, AlertChannelResponse, CreateAlertChannelBody } from "../../../../contract/alerts";
import { prepare, useDraftForm, type DraftForm } from "../../../components/use-draft-form";
import { NEW_CHANNEL_DRAFT, toChannelBody, type ChannelDraft, type ChannelErrors } from "./channel-draft";

export interface ChannelForm extends DraftForm<ChannelDraft, ChannelErrors, AlertChannelResponse> {
  created: AlertChannelResponse | null;
  /** Lets the secret go, once the dialog has closed. */
  forget: () => void;
}

export function useChannelForm(kind: AlertChannelKind, create: (body: CreateAlertChannelBody) => Promise<AlertChannelResponse>): ChannelForm {
  const [created, setCreated] = useState<AlertChannelResponse | null>(null);
  const form = useDraftForm(NEW_CHANNEL_DRAFT, (draft) =>
    prepare(toChannelBody(kind, draft), async (body) => {
      const answer = await create(body);
      setCreated(answer);
      return answer;
    }),
  );
  return { ...form, created, forget: () => setCreated(null) };
}
