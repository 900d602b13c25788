// The channel dialog's state: the draft, its problems once a save was tried,
// the service's refusal, and the created channel with its secret (a webhook's),
// held only until the dialog closes.
import { useState } from "react";
import type { AlertChannelKind, AlertChannelResponse, CreateAlertChannelBody } from "../../../../contract/alerts";
import { toApiError } from "../../../api-client/api-error";
import { NEW_CHANNEL_DRAFT, toChannelBody, type ChannelDraft, type ChannelErrors } from "./channel-draft";

export interface ChannelForm {
  draft: ChannelDraft;
  change: (change: Partial<ChannelDraft>) => void;
  errors: ChannelErrors;
  failure: string | null;
  isSubmitting: boolean;
  created: AlertChannelResponse | null;
  submit: () => Promise<AlertChannelResponse | null>;
  /** Lets the secret go, once the dialog has closed. */
  forget: () => void;
}

export function useChannelForm(kind: AlertChannelKind, create: (body: CreateAlertChannelBody) => Promise<AlertChannelResponse>): ChannelForm {
  const [draft, setDraft] = useState<ChannelDraft>(NEW_CHANNEL_DRAFT);
  const [isChecked, setIsChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [created, setCreated] = useState<AlertChannelResponse | null>(null);
  const conversion = toChannelBody(kind, draft);

  const submit = async () => {
    setIsChecked(true);
    if ("errors" in conversion) return null;
    setIsSubmitting(true);
    setFailure(null);
    try {
      const answer = await create(conversion.body);
      setCreated(answer);
      return answer;
    } catch (error) {
      setFailure(toApiError(error).message);
      return null;
    } finally {
      setIsSubmitting(false);
    }
  };

  return {
    draft,
    change: (change) => setDraft((current) => ({ ...current, ...change })),
    errors: isChecked && "errors" in conversion ? conversion.errors : {},
    failure,
    isSubmitting,
    created,
    submit,
    forget: () => setCreated(null),
  };
}
