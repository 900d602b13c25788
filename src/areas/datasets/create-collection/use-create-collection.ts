// The create-collection dialog's state: the draft, its problems (shown after
// the first attempt), and the requests. A refused request leaves the draft as
// typed with the service's message; a collection created whose index was
// refused is reported, since the collection itself exists.
import { useCallback, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { toApiError } from "../../../api-client/api-error";
import { useCreateCollectionMutation, useCreatePayloadIndexMutation } from "../../../api-client/collections-queries";
import {
  EMPTY_COLLECTION_DRAFT,
  hasDraftErrors,
  toCreateCollectionRequest,
  validateCollectionDraft,
  type CollectionDraft,
  type CollectionDraftErrors,
} from "./collection-draft";

export interface CreateCollectionForm {
  draft: CollectionDraft;
  errors: CollectionDraftErrors;
  change: (change: Partial<CollectionDraft>) => void;
  isSubmitting: boolean;
  failure: string | null;
  submit: () => Promise<void>;
}

const NO_ERRORS: CollectionDraftErrors = { namedVectors: {}, sparseVectors: {}, indexes: {} };

export function useCreateCollection(projectId: string, onCreated: (name: string) => void): CreateCollectionForm {
  const createCollection = useCreateCollectionMutation(projectId);
  const createPayloadIndex = useCreatePayloadIndexMutation(projectId);
  const [draft, setDraft] = useState<CollectionDraft>(EMPTY_COLLECTION_DRAFT);
  const [isChecked, setIsChecked] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = useMemo(() => validateCollectionDraft(draft), [draft]);

  const change = useCallback((next: Partial<CollectionDraft>) => setDraft((current) => ({ ...current, ...next })), []);

  const submit = async () => {
    setIsChecked(true);
    if (hasDraftErrors(errors)) return;
    const request = toCreateCollectionRequest(draft);
    setIsSubmitting(true);
    setFailure(null);
    try {
      await createCollection.mutateAsync({ name: request.name, body: request.body });
    } catch (error) {
      setFailure(toApiError(error).message);
      setIsSubmitting(false);
      return;
    }
    for (const index of request.indexes) {
      try {
        await createPayloadIndex.mutateAsync({ collection: request.name, index });
      } catch (error) {
        toast.error(`Collection ${request.name} was created, but its index on ${index.field_name} was refused: ${toApiError(error).message}`);
      }
    }
    toast.success(`Collection ${request.name} created`);
    setIsSubmitting(false);
    setIsChecked(false);
    setDraft(EMPTY_COLLECTION_DRAFT);
    onCreated(request.name);
  };

  return { draft, errors: isChecked ? errors : NO_ERRORS, change, isSubmitting, failure, submit };
}
