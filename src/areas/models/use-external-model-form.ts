// The add/edit dialog's state (components/use-draft-form.ts) and what saving
// sends: the whole model when adding, the changes when editing. `editing` is
// the model being edited, or null to add one.
import type { AddExternalModelBody, ModelSummary, UpdateExternalModelBody } from "../../../contract/models";
import { prepare, useDraftForm, type DraftForm } from "../../components/use-draft-form";
import { EMPTY_EXTERNAL_MODEL_DRAFT, draftOfModel, toAddBody, toUpdateBody, type DraftErrors, type ExternalModelDraft } from "./external-model-draft";

export type ExternalModelForm = DraftForm<ExternalModelDraft, DraftErrors, ModelSummary>;

export interface ExternalModelSaving {
  add: (body: AddExternalModelBody) => Promise<ModelSummary>;
  update: (name: string, body: UpdateExternalModelBody) => Promise<ModelSummary>;
}

export function useExternalModelForm(editing: ModelSummary | null, saving: ExternalModelSaving): ExternalModelForm {
  return useDraftForm(
    () => (editing === null ? EMPTY_EXTERNAL_MODEL_DRAFT : draftOfModel(editing)),
    (draft) => (editing === null ? prepare(toAddBody(draft), saving.add) : prepare(toUpdateBody(draft, editing), (body) => saving.update(editing.name, body))),
  );
}
