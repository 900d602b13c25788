// The model a text column is embedded with: the project's models (built-in
// and external, GET models), or a name typed when they cannot be listed.
import type { ModelSummary } from "../../../../contract/models";
import { useModelsQuery } from "../../../api-client/models-queries";
import { TextInput } from "../../../components/text-input";
import { ChoiceSelect } from "../../../components/choice-select";

export interface VectorModelFieldProps {
  projectId: string;
  value: string;
  error?: string;
  onChange: (model: string) => void;
}

function describeModel(model: ModelSummary): string {
  const size = model.kind === "sparse" ? "sparse" : model.dimension === null ? "dense" : `dense, ${model.dimension} dimensions`;
  return `${model.name} (${size})`;
}

export function VectorModelField({ projectId, value, error, onChange }: VectorModelFieldProps) {
  const query = useModelsQuery(projectId);
  const models = query.data?.models ?? [];
  if (query.isError || (query.isSuccess && models.length === 0)) {
    return (
      <TextInput
        label="Model"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error !== undefined}
        helperText={error ?? (query.isError ? `The models could not be listed (${query.error.message}): type the model's name` : "Type the model's name")}
        inputProps={{ spellCheck: false }}
        size="small"
        sx={{ minWidth: "14rem" }}
      />
    );
  }
  const isListed = value === "" || models.some((model) => model.name === value);
  return (
    <ChoiceSelect
      label="Model"
      value={value}
      choices={[
        { value: "", label: query.isPending ? "Loading models…" : "Choose a model" },
        ...(isListed ? [] : [{ value, label: value }]),
        ...models.map((model) => ({ value: model.name, label: describeModel(model) })),
      ]}
      onChange={onChange}
      disabled={query.isPending}
      error={error !== undefined}
      helperText={error ?? "Dense for a dense vector, sparse for a sparse one"}
      size="small"
      sx={{ minWidth: "14rem" }}
    />
  );
}
