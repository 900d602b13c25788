// "Back up now": a note of why (it is shown beside the backup), then a backup
// of every collection, taken by a job; the list follows its progress.
import { useState } from "react";
import toast from "react-hot-toast";
import { BACKUP_NOTE_MAX } from "../../../contract/backups";
import { toApiError } from "../../api-client/api-error";
import { useCreateBackupMutation } from "../../api-client/backups-queries";
import { FormDialog } from "../../components/form-dialog";
import { TextInput } from "../../components/text-input";

export function TakeBackupDialog({ projectId, open, onClose }: { projectId: string; open: boolean; onClose: () => void }) {
  const [note, setNote] = useState("");
  const create = useCreateBackupMutation(projectId);
  const isTooLong = note.trim().length > BACKUP_NOTE_MAX;
  const submit = async () => {
    try {
      await create.mutateAsync({ ...(note.trim() ? { note: note.trim() } : {}) });
      toast.success("The backup is being taken");
      onClose();
    } catch {
      // Shown in the dialog (failure below).
    }
  };
  return (
    <FormDialog
      open={open}
      title="Back up every collection now"
      onClose={onClose}
      isSubmitting={create.isPending}
      submitLabel="Back up now"
      busyLabel="Starting…"
      canSubmit={!isTooLong}
      onSubmit={submit}
      failure={create.error ? toApiError(create.error).message : null}
      onExited={() => {
        setNote("");
        create.reset();
      }}
    >
      <TextInput
        label="Note (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="Before re-importing the catalogue"
        helperText={isTooLong ? `At most ${BACKUP_NOTE_MAX} characters` : "Why you take it: shown beside the backup. It is kept until you delete it."}
        error={isTooLong}
        autoFocus
        fullWidth
      />
    </FormDialog>
  );
}
