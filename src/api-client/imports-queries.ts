// A project's imports in the query cache. An import that is queued or
// running is asked for every second (the history every two) until it
// finishes; when it does, its row errors, the history and the project's
// collections (a new one, new points) are asked for again. Starting an import
// puts the service's answer in the cache; cancelling asks again.
import { useEffect, useRef } from "react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateImportBody, ImportSummary, PreviewImportBody } from "../../contract/imports";
import { cancelImport, createImport, getImport, listImportErrors, listImports, previewImport } from "./imports";
import { collectionKeys, importKeys } from "./query-keys";

export const IMPORT_POLL_MS = 1_000;
export const HISTORY_POLL_MS = 2_000;
/** Row errors of an import under way are asked for again at most this often. */
const ERRORS_POLL_MS = 5_000;

/** Queued or running: it will change without anyone asking. */
export function isImportActive(summary: Pick<ImportSummary, "state">): boolean {
  return summary.state === "queued" || summary.state === "running";
}

/**
 * A preview depends only on the upload, the format and the collection: read
 * once per combination. The last one stays on screen while another is read.
 */
export function useImportPreviewQuery(projectId: string, request: PreviewImportBody) {
  return useQuery({
    queryKey: importKeys.preview(projectId, request),
    queryFn: () => previewImport(projectId, request),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

export function useImportsQuery(projectId: string) {
  return useQuery({
    queryKey: importKeys.list(projectId),
    queryFn: () => listImports(projectId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.some(isImportActive) ? HISTORY_POLL_MS : false),
  });
}

export function useImportQuery(projectId: string, importId: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.detail(projectId, importId),
    queryFn: () => getImport(projectId, importId),
    refetchInterval: (current) => (current.state.data !== undefined && !isImportActive(current.state.data) ? false : IMPORT_POLL_MS),
  });
  const wasActive = useRef(false);
  const isActive = query.data !== undefined && isImportActive(query.data);
  useEffect(() => {
    if (isActive) wasActive.current = true;
    else if (wasActive.current && query.data !== undefined) {
      wasActive.current = false;
      void queryClient.invalidateQueries({ queryKey: importKeys.errors(projectId, importId) });
      void queryClient.invalidateQueries({ queryKey: importKeys.list(projectId) });
      if (!query.data.dryRun) void queryClient.invalidateQueries({ queryKey: collectionKeys.ofProject(projectId) });
    }
  }, [isActive, query.data, queryClient, projectId, importId]);
  return query;
}

/** The rows an import skipped; asked for once it has skipped any, again while it runs. */
export function useImportErrorsQuery(projectId: string, summary: ImportSummary) {
  return useQuery({
    queryKey: importKeys.errors(projectId, summary.id),
    queryFn: () => listImportErrors(projectId, summary.id),
    enabled: summary.counts.failed > 0,
    refetchInterval: isImportActive(summary) ? ERRORS_POLL_MS : false,
  });
}

export function useCreateImportMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateImportBody) => createImport(projectId, body),
    onSuccess: (created) => {
      queryClient.setQueryData(importKeys.detail(projectId, created.id), created);
      return queryClient.invalidateQueries({ queryKey: importKeys.list(projectId) });
    },
  });
}

export function useCancelImportMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (importId: string) => cancelImport(projectId, importId),
    onSuccess: (_answer, importId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: importKeys.detail(projectId, importId), exact: true }),
        queryClient.invalidateQueries({ queryKey: importKeys.list(projectId) }),
      ]),
  });
}
