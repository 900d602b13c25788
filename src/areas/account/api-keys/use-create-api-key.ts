// The create-API-key dialog's state (components/use-draft-form.ts): the draft,
// and the created key as the form's answer until the dialog is done with it:
// the service never shows it again, and the console forgets it then.
import type { CreateApiKeyBody, CreateApiKeyResponse } from "../../../../contract/api-keys";
import { prepare, useDraftForm, type DraftForm } from "../../../components/use-draft-form";
import { EMPTY_API_KEY_DRAFT, toCreateApiKeyBody, type ApiKeyDraft, type ApiKeyErrors } from "./api-key-draft";

export interface CreateApiKeyForm extends DraftForm<ApiKeyDraft, ApiKeyErrors, CreateApiKeyResponse> {
  /** Forgets the created key and the draft, for the next time the dialog opens. */
  finish: () => void;
}

/** The creation request, and how to forget its answer (the mutation's). */
export interface ApiKeyCreation {
  mutateAsync: (body: CreateApiKeyBody) => Promise<CreateApiKeyResponse>;
  reset: () => void;
}

export function useCreateApiKey({ mutateAsync: create, reset }: ApiKeyCreation): CreateApiKeyForm {
  const form = useDraftForm(EMPTY_API_KEY_DRAFT, (draft) => prepare(toCreateApiKeyBody(draft), create));
  return {
    ...form,
    finish: () => {
      reset();
      form.reset();
    },
  };
}
