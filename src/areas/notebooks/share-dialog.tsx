// Who sees a notebook, chosen by its author: only them, the project to read
// (members run its cells with their own rights), or the project to edit
// (members whose role writes notebooks change it too).
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { NOTEBOOK_SHARING, type NotebookSharing } from "../../../contract/notebook-limits";
import { toApiError } from "../../api-client/api-error";
import { FormDialog } from "../../components/form-dialog";
import { SHARING_DESCRIPTIONS, SHARING_LABELS } from "./notebook-words";

export interface ShareDialogProps {
  open: boolean;
  sharing: NotebookSharing;
  onSave: (sharing: NotebookSharing) => Promise<void>;
  onClose: () => void;
}

export function ShareDialog({ open, sharing, onSave, onClose }: ShareDialogProps) {
  const [choice, setChoice] = useState<NotebookSharing | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const value = choice ?? sharing;
  return (
    <FormDialog
      open={open}
      title="Share notebook"
      onClose={onClose}
      isSubmitting={isSaving}
      submitLabel="Save"
      busyLabel="Saving…"
      canSubmit={value !== sharing}
      onSubmit={async () => {
        setIsSaving(true);
        setFailure(null);
        try {
          await onSave(value);
          onClose();
        } catch (error) {
          setFailure(toApiError(error).message);
        } finally {
          setIsSaving(false);
        }
      }}
      failure={failure}
      onExited={() => {
        setChoice(null);
        setFailure(null);
      }}
    >
      <RadioGroup aria-label="Who sees this notebook" value={value} onChange={(event) => setChoice(event.target.value as NotebookSharing)}>
        {NOTEBOOK_SHARING.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio />}
            sx={{ alignItems: "flex-start", mb: 1, "& .MuiRadio-root": { pt: 0.5 } }}
            label={
              <>
                <Typography>{SHARING_LABELS[option]}</Typography>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {SHARING_DESCRIPTIONS[option]}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormDialog>
  );
}
