// Adds an external model (any OpenAI-compatible embeddings endpoint) or edits
// one: its name in the project, the base URL, the provider's model name and
// an optional API key, which is sealed by the service and never shown again.
import { useId } from "react";
import toast from "react-hot-toast";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import type { ModelSummary } from "../../../contract/models";
import { useAddExternalModelMutation, useUpdateExternalModelMutation } from "../../api-client/models-queries";
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
  const titleId = useId();
  const add = useAddExternalModelMutation(projectId);
  const update = useUpdateExternalModelMutation(projectId);
  const form = useExternalModelForm(editing, {
    add: (body) => add.mutateAsync(body),
    update: (name, body) => update.mutateAsync({ name, body }),
  });
  const { draft, errors } = form;
  const close = () => {
    if (!form.isSubmitting) onClose();
  };
  const save = async () => {
    const saved = await form.submit();
    if (saved === null) return;
    toast.success(editing === null ? `Model ${saved.name} added: test it to learn its dimension` : `Model ${saved.name} saved`);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{editing === null ? "Add external model" : `Edit ${editing.name}`}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: "grid", gap: 2, pt: 1 }}
        >
          <TextInput
            label="Name"
            value={draft.name}
            onChange={(event) => form.change({ name: event.target.value })}
            error={errors.name !== undefined}
            helperText={errors.name ?? "Its name in this project: imports and searches name the model by it"}
            disabled={editing !== null}
            required
            autoFocus={editing === null}
            inputProps={{ spellCheck: false }}
          />
          <TextInput
            label="Base URL"
            value={draft.baseUrl}
            onChange={(event) => form.change({ baseUrl: event.target.value })}
            error={errors.baseUrl !== undefined}
            helperText={errors.baseUrl ?? "The service posts to <base URL>/embeddings. OpenAI: https://api.openai.com/v1; Ollama: http://localhost:11434/v1"}
            required
            autoFocus={editing !== null}
            type="url"
            inputProps={{ spellCheck: false }}
          />
          <TextInput
            label="Provider model"
            value={draft.providerModel}
            onChange={(event) => form.change({ providerModel: event.target.value })}
            error={errors.providerModel !== undefined}
            helperText={errors.providerModel ?? "The model's name at the provider, e.g. text-embedding-3-small or nomic-embed-text"}
            required
            inputProps={{ spellCheck: false }}
          />
          <TextInput
            label="API key"
            value={draft.apiKey}
            onChange={(event) => form.change({ apiKey: event.target.value })}
            helperText={apiKeyHelp(editing)}
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
          {form.failure !== null ? <Alert severity="error">{form.failure}</Alert> : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={form.isSubmitting}>
          {form.isSubmitting ? "Saving…" : editing === null ? "Add model" : "Save changes"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
