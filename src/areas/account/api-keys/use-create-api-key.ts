// The create-API-key dialog's state: the draft (kept when the service refuses
// it), its problems after the first attempt, and the created key until closed:
// the service never shows it again, and the console forgets it then.
import { useState } from "react";
import type { CreateApiKeyBody, CreateApiKeyResponse } from "../../../../contract/api-keys";
import { toApiError } from "../../../api-client/api-error";
import { EMPTY_API_KEY_DRAFT, toCreateApiKeyBody, type ApiKeyDraft } from "./api-key-draft";

export interface CreateApiKeyForm {
  draft: ApiKeyDraft;
  change: (change: Partial<ApiKeyDraft>) => void;
  errors: { name?: string; collections?: string };
  failure: string | null;
  isSubmitting: boolean;
  created: CreateApiKeyResponse | null;
  submit: () => Promise<void>;
  /** Forgets the created key and the draft, for the next time the dialog opens. */
  finish: () => void;
}

interface FormState {
  draft: ApiKeyDraft;
  isChecked: boolean;
  failure: string | null;
  isSubmitting: boolean;
  created: CreateApiKeyResponse | null;
}

const INITIAL: FormState = { draft: EMPTY_API_KEY_DRAFT, isChecked: false, failure: null, isSubmitting: false, created: null };

/** The creation request, and how to forget its answer (the mutation's). */
export interface ApiKeyCreation {
  mutateAsync: (body: CreateApiKeyBody) => Promise<CreateApiKeyResponse>;
  reset: () => void;
}

export function useCreateApiKey({ mutateAsync: create, reset }: ApiKeyCreation): CreateApiKeyForm {
  const [state, setState] = useState<FormState>(INITIAL);
  const conversion = toCreateApiKeyBody(state.draft);

  const submit = async () => {
    if ("errors" in conversion) return setState((current) => ({ ...current, isChecked: true }));
    setState((current) => ({ ...current, isChecked: true, isSubmitting: true, failure: null }));
    try {
      const created = await create(conversion.body);
      setState((current) => ({ ...current, isSubmitting: false, created }));
    } catch (error) {
      setState((current) => ({ ...current, isSubmitting: false, failure: toApiError(error).message }));
    }
  };

  return {
    draft: state.draft,
    change: (change) => setState((current) => ({ ...current, draft: { ...current.draft, ...change } })),
    errors: state.isChecked && "errors" in conversion ? conversion.errors : {},
    failure: state.failure,
    isSubmitting: state.isSubmitting,
    created: state.created,
    submit,
    finish: () => {
      reset();
      setState(INITIAL);
    },
  };
}
