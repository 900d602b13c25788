// The add/edit dialog's state: the draft (kept when the service refuses it,
// with its message), its problems after the first attempt, and the request
// in flight. `editing` is the model being edited, or null to add one.
import { useState } from "react";
import type { AddExternalModelBody, ModelSummary, UpdateExternalModelBody } from "../../../contract/models";
import { toApiError } from "../../api-client/api-error";
import { EMPTY_EXTERNAL_MODEL_DRAFT, draftOfModel, toAddBody, toUpdateBody, type DraftErrors, type ExternalModelDraft } from "./external-model-draft";

export interface ExternalModelForm {
  draft: ExternalModelDraft;
  change: (change: Partial<ExternalModelDraft>) => void;
  errors: DraftErrors;
  failure: string | null;
  isSubmitting: boolean;
  /** The saved model, or null when the draft has problems or the service refused it. */
  submit: () => Promise<ModelSummary | null>;
}

export interface ExternalModelSaving {
  add: (body: AddExternalModelBody) => Promise<ModelSummary>;
  update: (name: string, body: UpdateExternalModelBody) => Promise<ModelSummary>;
}

type Prepared = { send: () => Promise<ModelSummary> } | { errors: DraftErrors };

function prepare<Body>(conversion: { body: Body } | { errors: DraftErrors }, send: (body: Body) => Promise<ModelSummary>): Prepared {
  return "errors" in conversion ? conversion : { send: () => send(conversion.body) };
}

export function useExternalModelForm(editing: ModelSummary | null, saving: ExternalModelSaving): ExternalModelForm {
  const [draft, setDraft] = useState<ExternalModelDraft>(() => (editing === null ? EMPTY_EXTERNAL_MODEL_DRAFT : draftOfModel(editing)));
  const [isChecked, setIsChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const prepared = editing === null ? prepare(toAddBody(draft), saving.add) : prepare(toUpdateBody(draft, editing), (body) => saving.update(editing.name, body));

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
    errors: isChecked && "errors" in prepared ? prepared.errors : {},
    failure,
    isSubmitting,
    submit,
  };
}
