// The uploads this browser can resume: the unfinished uploads of the project
// (GET uploads) whose URLs tus kept in this browser's storage. A kept URL
// whose upload is finished or gone is forgotten; discarding one deletes the
// upload and forgets its URL.
import { useCallback, useEffect, useMemo, useState } from "react";
import type { UploadSummary } from "../../../../contract/uploads";
import type { StoredUpload } from "../../../api-client/tus-upload";
import { useDeleteUploadMutation, useUploadsQuery } from "../../../api-client/uploads-queries";
import { loadTusUpload } from "../load-tus-upload";

export interface ResumableUpload {
  stored: StoredUpload;
  summary: UploadSummary;
}

export interface ResumableUploads {
  uploads: readonly ResumableUpload[];
  /** The project's uploads could not be listed: the service's message. */
  failure: string | null;
  retry: () => void;
  discard: (upload: ResumableUpload) => Promise<void>;
  /** Reads the stored URLs again (after an upload finishes or is cancelled). */
  refresh: () => void;
}

export function useResumableUploads(projectId: string): ResumableUploads {
  const [stored, setStored] = useState<readonly StoredUpload[]>([]);
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((current) => current + 1), []);
  useEffect(() => {
    let current = true;
    loadTusUpload()
      .then((tus) => tus.findStoredUploads(projectId))
      .then(
        // Nothing kept before and nothing now (the usual case) changes nothing.
        (found) => current && setStored((before) => (before.length === 0 && found.length === 0 ? before : found)),
        (error: unknown) => console.error("The uploads kept in this browser could not be read:", error),
      );
    return () => {
      current = false;
    };
  }, [projectId, generation]);

  const query = useUploadsQuery(projectId, { enabled: stored.length > 0 });
  const deleteUpload = useDeleteUploadMutation(projectId);

  const uploads = useMemo(() => {
    if (query.data === undefined) return [];
    const byId = new Map(query.data.map((summary) => [summary.id, summary]));
    return stored.flatMap((entry) => {
      const summary = byId.get(entry.uploadId);
      return summary !== undefined && summary.state === "uploading" ? [{ stored: entry, summary }] : [];
    });
  }, [stored, query.data]);

  // Kept URLs of uploads that are finished or gone lead nowhere: forgotten.
  useEffect(() => {
    if (stored.length === 0 || query.data === undefined) return;
    const unfinished = new Set(query.data.filter((summary) => summary.state === "uploading").map((summary) => summary.id));
    const stale = stored.filter((entry) => !unfinished.has(entry.uploadId));
    if (stale.length === 0) return;
    void loadTusUpload()
      .then((tus) => Promise.all(stale.map((entry) => tus.forgetStoredUpload(entry))))
      .then(refresh);
  }, [stored, query.data, refresh]);

  const discard = useCallback(
    async ({ stored: entry }: ResumableUpload) => {
      await deleteUpload.mutateAsync(entry.uploadId);
      await (await loadTusUpload()).forgetStoredUpload(entry);
      refresh();
    },
    [deleteUpload, refresh],
  );

  return {
    uploads,
    failure: query.isError && !query.isFetching ? query.error.message : null,
    retry: () => void query.refetch(),
    discard,
    refresh,
  };
}
