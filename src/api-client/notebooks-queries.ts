// A project's notebooks in the query cache. A save writes the service's answer
// (the new version) into the notebook's entry and refreshes the list; the runs
// are asked for again after each recorded run. The data plane's OpenAPI
// document is read once per visit.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateNotebookBody, DuplicateNotebookBody, Notebook, RecordNotebookRunBody, UpdateNotebookBody } from "../../contract/notebooks";
import { createNotebook, deleteNotebook, duplicateNotebook, getDataPlaneDocument, getNotebook, listNotebookRuns, listNotebooks, recordNotebookRun, updateNotebook } from "./notebooks";
import { dataPlaneDocumentKey, notebookKeys } from "./query-keys";

export function useNotebooksQuery(projectId: string) {
  return useQuery({ queryKey: notebookKeys.list(projectId), queryFn: () => listNotebooks(projectId), staleTime: 0 });
}

export function useNotebookQuery(projectId: string, notebookId: string) {
  // Not refetched behind the editor's back: a change made elsewhere shows as a conflict at the next save.
  return useQuery({ queryKey: notebookKeys.detail(projectId, notebookId), queryFn: () => getNotebook(projectId, notebookId), staleTime: Infinity, refetchOnMount: "always" });
}

export function useNotebookRunsQuery(projectId: string, notebookId: string, enabled: boolean) {
  return useQuery({ queryKey: notebookKeys.runs(projectId, notebookId), queryFn: () => listNotebookRuns(projectId, notebookId), enabled, staleTime: 0 });
}

export function useDataPlaneDocumentQuery(projectId: string) {
  return useQuery({ queryKey: dataPlaneDocumentKey, queryFn: () => getDataPlaneDocument(projectId), staleTime: Infinity, gcTime: Infinity });
}

/** Writes a notebook the service answered into its entry, and refreshes the list. */
function useStoreNotebook(projectId: string) {
  const queryClient = useQueryClient();
  return (notebook: Notebook) => {
    queryClient.setQueryData(notebookKeys.detail(projectId, notebook.id), notebook);
    void queryClient.invalidateQueries({ queryKey: notebookKeys.list(projectId) });
  };
}

export function useCreateNotebookMutation(projectId: string) {
  const store = useStoreNotebook(projectId);
  return useMutation({ mutationFn: (body: CreateNotebookBody) => createNotebook(projectId, body), onSuccess: store });
}

export function useUpdateNotebookMutation(projectId: string, notebookId: string) {
  const store = useStoreNotebook(projectId);
  return useMutation({ mutationFn: (body: UpdateNotebookBody) => updateNotebook(projectId, notebookId, body), onSuccess: store });
}

export function useDuplicateNotebookMutation(projectId: string, notebookId: string) {
  const store = useStoreNotebook(projectId);
  return useMutation({ mutationFn: (body: DuplicateNotebookBody) => duplicateNotebook(projectId, notebookId, body), onSuccess: store });
}

export function useDeleteNotebookMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notebookId: string) => deleteNotebook(projectId, notebookId),
    onSuccess: (_answer, notebookId) => {
      queryClient.removeQueries({ queryKey: notebookKeys.detail(projectId, notebookId) });
      void queryClient.invalidateQueries({ queryKey: notebookKeys.list(projectId) });
    },
  });
}

export function useRecordNotebookRunMutation(projectId: string, notebookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordNotebookRunBody) => recordNotebookRun(projectId, notebookId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notebookKeys.runs(projectId, notebookId) }),
  });
}
