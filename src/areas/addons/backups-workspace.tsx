// The Addons page's content for one project: its backup schedule, then its
// backups with "Back up now", restores under way, and the dialogs that ask
// before a restore or a deletion. A chunk of its own (addons-page.tsx).
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import toast from "react-hot-toast";
import type { ProjectSummary } from "../../../contract/auth";
import type { Backup } from "../../../contract/backups";
import { toApiError } from "../../api-client/api-error";
import { useBackupsQuery, useDeleteBackupMutation } from "../../api-client/backups-queries";
import { ConfirmDeletionDialog } from "../../components/confirm-deletion-dialog";
import { EmptyState } from "../../components/empty-state";
import { PageSection } from "../../components/page-section";
import { ServiceErrorAlert } from "../../components/service-error-alert";
import { formatWhen } from "../../components/times";
import { Icon } from "../../icons/icon";
import { BackupsLoading } from "./backups-loading";
import { BackupsTable } from "./backups-table";
import { RestoreDialog, type RestoreTarget } from "./restore-dialog";
import { RestoreProgress, type RestoreUnderWay } from "./restore-progress";
import { ScheduleSection } from "./schedule-section";
import { TakeBackupDialog } from "./take-backup-dialog";
import { useBackupRights } from "./use-backup-rights";

export function BackupsWorkspace({ project }: { project: ProjectSummary }) {
  const rights = useBackupRights();
  const query = useBackupsQuery(project.id);
  const remove = useDeleteBackupMutation(project.id);
  const [isTaking, setIsTaking] = useState(false);
  const [restoreTarget, setRestoreTarget] = useState<RestoreTarget | null>(null);
  const [deleting, setDeleting] = useState<Backup | null>(null);
  const [restores, setRestores] = useState<RestoreUnderWay[]>([]);

  if (query.isPending) return <BackupsLoading />;
  if (query.isError) return <ServiceErrorAlert title="The backups could not be loaded" message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  const { schedule, backups } = query.data;
  const takeButton = rights.canCreate ? (
    <Button variant="contained" startIcon={<Icon icon="tabler:database-export" />} onClick={() => setIsTaking(true)} disabled={backups.some((backup) => backup.state === "running")}>
      Back up now
    </Button>
  ) : null;

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <ScheduleSection projectId={project.id} schedule={schedule} rights={rights} />
      <PageSection title="Backups" description="Each backup holds a snapshot of every collection of the project, with its settings, payload indexes and aliases.">
        {restores.map((restore) => (
          <RestoreProgress key={restore.jobId} projectId={project.id} restore={restore} onDismiss={() => setRestores((list) => list.filter((item) => item.jobId !== restore.jobId))} />
        ))}
        {backups.length === 0 ? (
          <EmptyState
            icon="tabler:database-export"
            title="No backups yet"
            description={schedule.enabled ? `The first scheduled backup runs ${schedule.nextRunAt ? formatWhen(schedule.nextRunAt) : "soon"}.` : "Take one now to keep a copy of every collection as it is."}
            action={takeButton}
          />
        ) : (
          <>
            <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {backups.length === 1 ? "1 backup" : `${backups.length} backups`}
              </Typography>
              {takeButton}
            </Box>
            <BackupsTable backups={backups} rights={rights} onRestore={setRestoreTarget} onDelete={setDeleting} />
          </>
        )}
        {!rights.canCreate ? (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            Taking, restoring and deleting backups is for the roles {rights.builders}.
          </Typography>
        ) : null}
      </PageSection>
      <TakeBackupDialog projectId={project.id} open={isTaking} onClose={() => setIsTaking(false)} />
      <RestoreDialog projectId={project.id} target={restoreTarget} onClose={() => setRestoreTarget(null)} onStarted={(restore) => setRestores((list) => [...list, restore])} />
      <ConfirmDeletionDialog
        open={deleting !== null}
        title="Delete this backup?"
        description={deleting ? `The backup of ${formatWhen(deleting.createdAt)} and its ${deleting.collections.length === 1 ? "snapshot" : `${deleting.collections.length} snapshots`} are deleted for good.` : ""}
        confirmLabel="Delete backup"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success("The backup is deleted");
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
