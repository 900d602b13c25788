// Starting a dry run or an import of the draft: the service checks it at once
// (a 400, 404 or 409 says what does not fit, in words written for the user)
// and answers the job it queued, which the page then follows. A refusal about
// the mapping's vectors names that part of the request, so that the page
// shows it beside them.
import { useState } from "react";
import type { CreateImportBody, MAPPING_VECTORS_FIELD } from "../../../../contract/imports";
import { toApiError } from "../../../api-client/api-error";
import { useCreateImportMutation } from "../../../api-client/imports-queries";

const VECTORS_FIELD: typeof MAPPING_VECTORS_FIELD = "mapping.vectors";

export interface ImportRefusal {
  message: string;
  /** Whether it is about the mapping's vectors (shown beside them) rather than the request as a whole. */
  isAboutVectors: boolean;
}

export interface ImportRun {
  /** The last import or dry run started from this draft. */
  runId: string | null;
  /** Why the service refused the last one. */
  failure: ImportRefusal | null;
  isStarting: boolean;
  start: (body: CreateImportBody) => Promise<void>;
}

function refusalOf(error: unknown): ImportRefusal {
  const { message, serviceError } = toApiError(error);
  return { message, isAboutVectors: typeof serviceError === "object" && serviceError?.field === VECTORS_FIELD };
}

export function useImportRun(projectId: string): ImportRun {
  const create = useCreateImportMutation(projectId);
  const [runId, setRunId] = useState<string | null>(null);
  const [failure, setFailure] = useState<ImportRefusal | null>(null);
  const start = async (body: CreateImportBody) => {
    setFailure(null);
    try {
      setRunId((await create.mutateAsync(body)).id);
    } catch (error) {
      setFailure(refusalOf(error));
    }
  };
  return { runId, failure, isStarting: create.isPending, start };
}
