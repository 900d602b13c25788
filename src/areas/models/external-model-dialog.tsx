// Adds an external model (any OpenAI-compatible embeddings endpoint) or edits
// one: its name in the project, the base URL, the provider's model name and
// an optional API key, which is sealed by the service and never shown again.
import toast from "react-hot-toast";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import type { ModelSummary } from "../../../contract/models";
import { useAddExternalModelMutation, useUpdateExternalModelMutation } from "../../api-client/models-queries";
import { DraftFormDialog } from "../../components/draft-form-dialog";
import { TextInput } from "../../components/text-input";
import { useExternalModelForm } from "./use-external-model-form";

export interface ExternalModelDialogProps {
  projectId: string;
  open: boolean;
  /** The model to edit, or null to add one. */
  editing: ModelSummary | null;
  onClose: () => void;
}

function apiKeyHelp(editing: ModelSummary | null): string {
  if (editing?.external?.hasApiKey) return `Leave blank to keep the key ending …${editing.external.apiKeyLastFour ?? ""}`;
  return "Optional: a provider on your own machines (Ollama, TEI) often needs none. Kept sealed, never shown again.";
}

export function ExternalModelDialog({ projectId, open, editing, onClose }: ExternalModelDialogProps) {
  const add = useAddExternalModelMutation(projectId);
  const update = useUpdateExternalModelMutation(projectId);
  const form = useExternalModelForm(editing, {
    add: (body) => add.mutateAsync(body),
    update: (name, body) => update.mutateAsync({ name, body }),
  });
  const { draft } = form;

  return (
    <DraftFormDialog
      open={open}
      title={editing === null ? "Add external model" : `Edit ${editing.name}`}
      onClose={onClose}
      submitLabel={editing === null ? "Add model" : "Save changes"}
      busyLabel="Saving…"
      form={form}
      onSaved={(saved) => {
        toast.success(editing === null ? `Model ${saved.name} added: test it to learn its dimension` : `Model ${saved.name} saved`);
        onClose();
      }}
    >
      <TextInput
        label="Name"
        {...form.field("name", "Its name in this project: imports and searches name the model by it")}
        disabled={editing !== null}
        required
        autoFocus={editing === null}
        inputProps={{ spellCheck: false }}
      />
      <TextInput
        label="Base URL"
        {...form.field("baseUrl", "A public address: the service posts to <base URL>/embeddings. OpenAI: https://api.openai.com/v1; Ollama: http://your-host:11434/v1")}
        required
        autoFocus={editing !== null}
        type="url"
        inputProps={{ spellCheck: false }}
      />
      <TextInput
        label="Provider model"
        {...form.field("providerModel", "The model's name at the provider, e.g. text-embedding-3-small or nomic-embed-text")}
        required
        inputProps={{ spellCheck: false }}
      />
      <TextInput
        label="API key"
        {...form.field("apiKey", apiKeyHelp(editing))}
        disabled={draft.removeApiKey}
        type="password"
        autoComplete="off"
      />
      {editing?.external?.hasApiKey ? (
        <FormControlLabel
          control={<Checkbox checked={draft.removeApiKey} onChange={(event) => form.change({ removeApiKey: event.target.checked, apiKey: "" })} />}
          label="Remove the API key"
        />
      ) : null}
    </DraftFormDialog>
  );
}
