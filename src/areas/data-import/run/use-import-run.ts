// Starting a dry run or an import of the draft: the service checks it at once
// (a 400, 404 or 409 says what does not fit, in words written for the user)
// and answers the job it queued, which the page then follows.
import { useState } from "react";
import type { CreateImportBody } from "../../../../contract/imports";
import { toApiError } from "../../../api-client/api-error";
import { useCreateImportMutation } from "../../../api-client/imports-queries";

export interface ImportRun {
  /** The last import or dry run started from this draft. */
  runId: string | null;
  /** Why the service refused the last one. */
  failure: string | null;
  isStarting: boolean;
  start: (body: CreateImportBody) => Promise<void>;
}

export function useImportRun(projectId: string): ImportRun {
  const create = useCreateImportMutation(projectId);
  const [runId, setRunId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const start = async (body: CreateImportBody) => {
    setFailure(null);
    try {
      setRunId((await create.mutateAsync(body)).id);
    } catch (error) {
      setFailure(toApiError(error).message);
    }
  };
  return { runId, failure, isStarting: create.isPending, start };
}
