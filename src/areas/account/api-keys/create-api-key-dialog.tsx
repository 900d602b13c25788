// Creates an API key for the project: a name, read-write or read-only, and
// optionally the collections it may reach (the project's offered, a name that
// is not one of them warned about); then shows the key once.
import { useId } from "react";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { DraftFormDialog } from "../../../components/draft-form-dialog";
import { TextInput } from "../../../components/text-input";
import type { ApiKeyAccess } from "../../../../contract/api-keys";
import { ApiKeyCollectionChoices } from "./api-key-collection-choices";
import { CreatedApiKey } from "./created-api-key";
import type { CreateApiKeyForm } from "./use-create-api-key";

export interface CreateApiKeyDialogProps {
  projectId: string;
  open: boolean;
  form: CreateApiKeyForm;
  onClose: () => void;
}

export function CreateApiKeyDialog({ projectId, open, form, onClose }: CreateApiKeyDialogProps) {
  const accessId = useId();
  const { draft, saved: created } = form;
  const finish = () => {
    form.finish();
    onClose();
  };
  return (
    <DraftFormDialog
      open={open}
      title={created === null ? "Create API key" : "API key created"}
      onClose={onClose}
      submitLabel="Create key"
      busyLabel="Creating…"
      form={form}
      outcome={created !== null ? { content: <CreatedApiKey created={created} />, doneLabel: "I have copied the key", onDone: finish } : null}
    >
      <TextInput label="Name" {...form.field("name", "What uses this key, e.g. ingest-job")} required autoFocus />
      <Box>
        <FormLabel id={accessId}>Access</FormLabel>
        <RadioGroup row aria-labelledby={accessId} value={draft.access} onChange={(e) => form.change({ access: e.target.value as ApiKeyAccess })}>
          <FormControlLabel value="read-write" control={<Radio />} label="Read and write" />
          <FormControlLabel value="read-only" control={<Radio />} label="Read only" />
        </RadioGroup>
      </Box>
      <Box sx={{ display: "grid", gap: 1 }}>
        <TextInput label="Collections" {...form.field("collections", "Names separated by commas; leave blank for every collection of the project")} />
        <ApiKeyCollectionChoices projectId={projectId} value={draft.collections} onChange={(collections) => form.change({ collections })} />
      </Box>
    </DraftFormDialog>
  );
}
