// What the page says while the project has no external model: what one can
// add and why, with the way to add one for those who may.
import Button from "@mui/material/Button";
import { EmptyState } from "../../components/empty-state";
import { Icon } from "../../icons/icon";

export function ExternalModelsEmpty({ canManage, onAdd }: { canManage: boolean; onAdd: () => void }) {
  const how = canManage ? "Add one by its base URL, model name and API key" : "Owners and admins of the organisation can add one";
  return (
    <EmptyState
      icon="tabler:plug-connected"
      title="No external models yet"
      description={`Besides the built-in models, this project can embed with any OpenAI-compatible embeddings endpoint: OpenAI, Ollama, Text Embeddings Inference or vLLM. ${how}; imports and searches then use it by name.`}
      action={
        canManage ? (
          <Button variant="contained" startIcon={<Icon icon="tabler:plus" fontSize="1.125rem" />} onClick={onAdd}>
            Add external model
          </Button>
        ) : undefined
      }
    />
  );
}
