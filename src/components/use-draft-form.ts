// A form's state kept as a draft: the fields as typed (kept when the service
// refuses them, with its message), their problems once a save was tried (then
// as the user types), and the request in flight. What a draft turns into is
// the form's own: the request that saves it, or its problems by field.
import { useState, type Dispatch, type SetStateAction } from "react";
import { toApiError } from "../api-client/api-error";

/** A draft made ready: the request that saves it, or its problems. */
export type PreparedDraft<Saved, Errors> = { send: () => Promise<Saved> } | { errors: Errors };

/** Pairs a draft's conversion (its body, or its problems) with the call that sends the body. */
export function prepare<Body, Saved, Errors>(conversion: { body: Body } | { errors: Errors }, send: (body: Body) => Promise<Saved>): PreparedDraft<Saved, Errors> {
  return "errors" in conversion ? conversion : { send: () => send(conversion.body) };
}

export interface DraftForm<Draft, Errors, Saved> {
  draft: Draft;
  change: (change: Partial<Draft>) => void;
  setDraft: Dispatch<SetStateAction<Draft>>;
  /** None until a save was tried. */
  errors: Partial<Errors>;
  failure: string | null;
  isSubmitting: boolean;
  /** What the service answered, or null when the draft has problems or the service refused it. */
  submit: () => Promise<Saved | null>;
}

export function useDraftForm<Draft, Errors, Saved>(initial: Draft | (() => Draft), prepareDraft: (draft: Draft) => PreparedDraft<Saved, Errors>): DraftForm<Draft, Errors, Saved> {
  const [draft, setDraft] = useState<Draft>(initial);
  const [isChecked, setIsChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const prepared = prepareDraft(draft);

  const submit = async () => {
    setIsChecked(true);
    if ("errors" in prepared) return null;
    setIsSubmitting(true);
    setFailure(null);
    try {
      return await prepared.send();
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
    setDraft,
    errors: isChecked && "errors" in prepared ? prepared.errors : {},
    failure,
    isSubmitting,
    submit,
  };
}
