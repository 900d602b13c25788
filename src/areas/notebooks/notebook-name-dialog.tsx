// A notebook's name asked for: a new notebook, a rename, a duplicate. The
// service's refusal stays in the dialog.
import { useState } from "react";
import { NOTEBOOK_NAME_MAX } from "../../../contract/notebook-limits";
import { FormDialog } from "../../components/form-dialog";
import { TextInput } from "../../components/text-input";

export interface NotebookNameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  busyLabel: string;
  initialName: string;
  isSubmitting: boolean;
  failure: string | null;
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
  onExited?: () => void;
}

export function NotebookNameDialog({ open, title, submitLabel, busyLabel, initialName, isSubmitting, failure, onSubmit, onClose, onExited }: NotebookNameDialogProps) {
  const [name, setName] = useState<string | null>(null);
  const value = name ?? initialName;
  const trimmed = value.trim();
  const problem = trimmed.length === 0 ? "A notebook needs a name" : trimmed.length > NOTEBOOK_NAME_MAX ? `At most ${NOTEBOOK_NAME_MAX} characters` : null;
  return (
    <FormDialog
      open={open}
      title={title}
      onClose={onClose}
      isSubmitting={isSubmitting}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      canSubmit={problem === null}
      onSubmit={() => onSubmit(trimmed)}
      failure={failure}
      onExited={() => {
        setName(null);
        onExited?.();
      }}
    >
      <TextInput
        label="Name"
        value={value}
        onChange={(event) => setName(event.target.value)}
        helperText={name !== null && problem !== null ? problem : " "}
        error={name !== null && problem !== null}
        autoFocus
        fullWidth
      />
    </FormDialog>
  );
}
