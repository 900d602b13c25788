// A project's backups in the query cache: asked for again every 2 s while one
// is being taken, and a restore's job every second until it ends. Changes made
// here refresh the list; a finished restore refreshes the collections too.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateBackupBody, RestoreBackupBody } from "../../contract/backups";
import type { JobState } from "../../contract/jobs";
import { createBackup, deleteBackup, getJob, listBackups, restoreBackup, updateBackupSchedule } from "./backups";
import { backupKeys, collectionKeys } from "./query-keys";

const RUNNING_REFRESH_MS = 2_000;
const JOB_REFRESH_MS = 1_000;
/** contract/jobs.ts's FINISHED_JOB_STATES, named here: the contract's values bring zod into the page. */
const FINISHED_JOB_STATES: readonly JobState[] = ["succeeded", "failed", "cancelled"];

export function useBackupsQuery(projectId: string) {
  return useQuery({
    queryKey: backupKeys.ofProject(projectId),
    queryFn: () => listBackups(projectId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.backups.some((backup) => backup.state === "running") ? RUNNING_REFRESH_MS : false),
  });
}

export function useRestoreJobQuery(projectId: string, jobId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: backupKeys.job(projectId, jobId ?? ""),
    enabled: jobId !== null,
    queryFn: async () => {
      const job = await getJob(projectId, jobId ?? "");
      if (FINISHED_JOB_STATES.includes(job.state)) void queryClient.invalidateQueries({ queryKey: collectionKeys.ofProject(projectId) });
      return job;
    },
    refetchInterval: (query) => (query.state.data && FINISHED_JOB_STATES.includes(query.state.data.state) ? false : JOB_REFRESH_MS),
  });
}

function useRefreshingMutation<Variables, Result>(projectId: string, mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.ofProject(projectId) }) });
}

export function useCreateBackupMutation(projectId: string) {
  return useRefreshingMutation(projectId, (body: CreateBackupBody) => createBackup(projectId, body));
}

export function useBackupScheduleMutation(projectId: string) {
  return useRefreshingMutation(projectId, (enabled: boolean) => updateBackupSchedule(projectId, enabled));
}

export function useDeleteBackupMutation(projectId: string) {
  return useRefreshingMutation(projectId, (backupId: string) => deleteBackup(projectId, backupId));
}

export function useRestoreBackupMutation(projectId: string) {
  return useRefreshingMutation(projectId, ({ backupId, body }: { backupId: string; body: RestoreBackupBody }) => restoreBackup(projectId, backupId, body));
}
