// The external-model form as data, and what it sends: all fields when adding;
// when editing, the base URL and provider model if changed, a new key if one
// is typed, or `apiKey: null` to remove the key. The checks are the
// service's own (contract/model-limits.ts), so most mistakes show at once.
import type { AddExternalModelBody, ModelSummary, UpdateExternalModelBody } from "../../../contract/models";
import { baseUrlProblem, modelNameProblem, normaliseBaseUrl } from "../../../contract/model-limits";

export interface ExternalModelDraft {
  name: string;
  baseUrl: string;
  providerModel: string;
  /** Blank: none (adding), or keep the current one (editing). */
  apiKey: string;
  removeApiKey: boolean;
}

export type DraftErrors = Partial<Record<"name" | "baseUrl" | "providerModel", string>>;

export const EMPTY_EXTERNAL_MODEL_DRAFT: ExternalModelDraft = { name: "", baseUrl: "", providerModel: "", apiKey: "", removeApiKey: false };

export function draftOfModel(model: ModelSummary): ExternalModelDraft {
  return { ...EMPTY_EXTERNAL_MODEL_DRAFT, name: model.name, baseUrl: model.external?.baseUrl ?? "", providerModel: model.external?.providerModel ?? "" };
}

function checkDraft(draft: ExternalModelDraft): DraftErrors {
  const errors: DraftErrors = {};
  const nameProblem = modelNameProblem(draft.name.trim());
  if (nameProblem !== null) errors.name = nameProblem;
  const urlProblem = baseUrlProblem(draft.baseUrl.trim());
  if (urlProblem !== null) errors.baseUrl = urlProblem;
  if (draft.providerModel.trim() === "") errors.providerModel = "Enter the model's name at the provider, e.g. text-embedding-3-small";
  return errors;
}

export function toAddBody(draft: ExternalModelDraft): { body: AddExternalModelBody } | { errors: DraftErrors } {
  const errors = checkDraft(draft);
  if (Object.keys(errors).length > 0) return { errors };
  const apiKey = draft.apiKey.trim();
  return {
    body: { name: draft.name.trim(), baseUrl: normaliseBaseUrl(draft.baseUrl.trim()), providerModel: draft.providerModel.trim(), ...(apiKey !== "" ? { apiKey } : {}) },
  };
}

export function toUpdateBody(draft: ExternalModelDraft, model: ModelSummary): { body: UpdateExternalModelBody } | { errors: DraftErrors } {
  const errors = checkDraft(draft);
  if (Object.keys(errors).length > 0) return { errors };
  const baseUrl = normaliseBaseUrl(draft.baseUrl.trim());
  const providerModel = draft.providerModel.trim();
  const apiKey = draft.apiKey.trim();
  const body: UpdateExternalModelBody = {};
  if (baseUrl !== model.external?.baseUrl) body.baseUrl = baseUrl;
  if (providerModel !== model.external?.providerModel) body.providerModel = providerModel;
  if (draft.removeApiKey) body.apiKey = null;
  else if (apiKey !== "") body.apiKey = apiKey;
  return { body };
}
