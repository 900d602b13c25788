// One vector of the mapping: its name in the collection ("" for the unnamed
// one) and where each row's value comes from: a JSON column, a column of
// delimited numbers, one column per number, or a text column embedded with a model.
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { TextInput } from "../../../components/text-input";
import { Icon } from "../../../icons/icon";
import { ChoiceSelect } from "../../../components/choice-select";
import { SEPARATORS, VECTOR_SOURCES, type Separator, type VectorSource } from "../import-choices";
import type { DraftErrors, VectorDraft } from "./import-draft";
import { VectorColumnsField } from "./vector-columns-field";
import { VectorModelField } from "./vector-model-field";

export interface VectorMappingFieldsProps {
  projectId: string;
  draft: VectorDraft;
  columns: readonly string[];
  errors: DraftErrors["vectors"][number] | undefined;
  onChange: (change: Partial<VectorDraft>) => void;
  onRemove: () => void;
}

export function vectorLabel(draft: VectorDraft): string {
  return draft.vector === "" ? "the unnamed vector" : `vector ${draft.vector}`;
}

export function VectorMappingFields({ projectId, draft, columns, errors, onChange, onRemove }: VectorMappingFieldsProps) {
  const label = vectorLabel(draft);
  return (
    <Box
      component="fieldset"
      aria-label={`Source of ${label}`}
      sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start", border: 1, borderColor: "divider", borderRadius: 1, m: 0, p: 2 }}
    >
      <TextInput
        label="Vector name"
        value={draft.vector}
        onChange={(event) => onChange({ vector: event.target.value })}
        helperText="Empty for the unnamed vector"
        inputProps={{ spellCheck: false, maxLength: 255 }}
        size="small"
        sx={{ width: "12rem" }}
      />
      <ChoiceSelect
        label="Source"
        value={draft.source}
        choices={Object.entries(VECTOR_SOURCES).map(([value, name]) => ({ value, label: name }))}
        onChange={(source) => onChange({ source: source as VectorSource })}
        size="small"
        sx={{ minWidth: "12rem" }}
      />
      {draft.source === "columns" ? (
        <VectorColumnsField columns={columns} value={draft.columns} error={errors?.columns} onChange={(chosen) => onChange({ columns: chosen })} />
      ) : (
        <ChoiceSelect
          label="Column"
          value={draft.column}
          choices={[{ value: "", label: "Choose a column" }, ...columns.map((column) => ({ value: column, label: column }))]}
          onChange={(column) => onChange({ column })}
          error={errors?.column !== undefined}
          helperText={errors?.column}
          size="small"
          sx={{ minWidth: "10rem" }}
        />
      )}
      {draft.source === "delimited" ? (
        <ChoiceSelect
          label="Separator"
          value={draft.separator}
          choices={SEPARATORS}
          onChange={(separator) => onChange({ separator: separator as Separator })}
          size="small"
          sx={{ minWidth: "8rem" }}
        />
      ) : null}
      {draft.source === "text" ? <VectorModelField projectId={projectId} value={draft.model} error={errors?.model} onChange={(model) => onChange({ model })} /> : null}
      <IconButton aria-label={`Remove ${label}`} title="Remove this vector" onClick={onRemove} sx={{ ml: "auto" }}>
        <Icon icon="tabler:trash" fontSize="1.125rem" />
      </IconButton>
    </Box>
  );
}
