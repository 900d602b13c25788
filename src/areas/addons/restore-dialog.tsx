// Restoring one collection of a backup: over the collection itself (its
// points now are replaced, and it refuses writes until the restore ends: the
// user types its name to confirm), or into a new collection.
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { BackupCollection } from "../../../contract/backups";
import { toApiError } from "../../api-client/api-error";
import { useRestoreBackupMutation } from "../../api-client/backups-queries";
import { FormDialog } from "../../components/form-dialog";
import { TextInput } from "../../components/text-input";
import { formatWhen } from "../../components/times";
import { pointsWords } from "./backup-words";
import type { RestoreUnderWay } from "./restore-progress";

export interface RestoreTarget {
  backupId: string;
  takenAt: string;
  collection: BackupCollection;
}

export function RestoreDialog({ projectId, target, onClose, onStarted }: { projectId: string; target: RestoreTarget | null; onClose: () => void; onStarted: (restore: RestoreUnderWay) => void }) {
  const [mode, setMode] = useState<"over" | "new">("over");
  const [typed, setTyped] = useState("");
  const [into, setInto] = useState("");
  const restore = useRestoreBackupMutation(projectId);
  const name = target?.collection.collection ?? "";
  const canSubmit = mode === "over" ? typed === name : into.trim() !== "";
  const submit = async () => {
    if (!target) return;
    try {
      const started = await restore.mutateAsync({ backupId: target.backupId, body: { snapshotId: target.collection.snapshotId, ...(mode === "new" ? { into: into.trim() } : {}) } });
      onStarted({ ...started, points: target.collection.points });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <FormDialog
      open={target !== null}
      title={`Restore ${name}`}
      onClose={onClose}
      isSubmitting={restore.isPending}
      submitLabel={mode === "over" ? `Replace ${name}` : "Restore into the new collection"}
      busyLabel="Starting…"
      submitColor={mode === "over" ? "error" : "primary"}
      canSubmit={canSubmit}
      onSubmit={submit}
      failure={restore.error ? toApiError(restore.error).message : null}
      onExited={() => {
        setMode("over");
        setTyped("");
        setInto("");
        restore.reset();
      }}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        From the backup of {target ? formatWhen(target.takenAt) : ""}: {pointsWords(target?.collection.points ?? 0)}, with the collection&apos;s settings, payload indexes and aliases.
      </Typography>
      <RadioGroup value={mode} onChange={(event) => setMode(event.target.value === "new" ? "new" : "over")} aria-label="Where to restore">
        <FormControlLabel value="over" control={<Radio />} label={`Over ${name}: its points now are replaced, and writes to it are refused until the restore ends`} />
        <FormControlLabel value="new" control={<Radio />} label="Into a new collection, leaving this one as it is" />
      </RadioGroup>
      {mode === "over" ? (
        <TextInput label={`Type ${name} to confirm`} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" fullWidth sx={{ mt: 2 }} inputProps={{ spellCheck: false }} />
      ) : (
        <TextInput label="New collection's name" value={into} onChange={(event) => setInto(event.target.value)} autoComplete="off" fullWidth sx={{ mt: 2 }} placeholder={`${name}-restored`} inputProps={{ spellCheck: false }} />
      )}
    </FormDialog>
  );
}
