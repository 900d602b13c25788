// A project's uploads in the query cache: the Data Import page lists them and
// finds among them the ones this browser can resume; deleting one takes it
// out at once, then the list is asked for again (a refusal too: what the
// service holds may have changed).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { UploadSummary } from "../../contract/uploads";
import { deleteUpload, listUploads } from "./uploads";
import { uploadKeys } from "./query-keys";

/** `enabled` false until there is something to look up in the list. */
export function useUploadsQuery(projectId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: uploadKeys.list(projectId), queryFn: () => listUploads(projectId), staleTime: 0, enabled });
}

export function useDeleteUploadMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) => deleteUpload(projectId, uploadId),
    onSuccess: (_answer, uploadId) =>
      queryClient.setQueryData<UploadSummary[]>(uploadKeys.list(projectId), (uploads) => uploads?.filter((upload) => upload.id !== uploadId)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: uploadKeys.list(projectId) }),
  });
}
