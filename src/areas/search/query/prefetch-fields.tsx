// One prefetch of a hybrid query: the vector it searches (by name), what it
// searches by (a text and a model of the project that fits the vector, or a
// query vector: dense as a JSON array, sparse as index:value pairs), how many
// candidates it hands to the fusion and, fused by RRF, its weight.
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { TextInput } from "../../../components/text-input";
import { describeFit, modelsFitting, type FittedModel } from "../../../embedding-models/model-fit";
import { ModelPicker } from "../../../embedding-models/model-picker";
import { Icon } from "../../../icons/icon";
import type { QueryDraftErrors } from "./query-draft";
import type { PrefetchDraft, PrefetchInput } from "./query-kind-drafts";
import { SearchVectorSelect } from "./search-vector-select";
import { describeSearchVector, vectorKey, type SearchVector } from "./search-vector";
import { MONOSPACE, SparseVectorInput } from "./sparse-vector-input";
import { targetOf } from "./text-query-fields";

export interface PrefetchFieldsProps {
  row: PrefetchDraft;
  position: number;
  /** The vector this row searches: chosen, or the row's default. */
  vector: SearchVector | null;
  vectors: readonly SearchVector[];
  /** The project's models, null while they load (or could not be loaded). */
  models: readonly FittedModel[] | null;
  errors: QueryDraftErrors;
  isAutoFocused: boolean;
  canRemove: boolean;
  /** Whether the fusion is RRF, which weighs each prefetch. */
  isWeighed: boolean;
  onChange: (change: Partial<PrefetchDraft>, touched?: "input" | "text" | "model" | "limit" | "weight") => void;
  onRemove: () => void;
}

export function PrefetchFields({ row, position, vector, vectors, models, errors, isAutoFocused, canRemove, isWeighed, onChange, onRemove }: PrefetchFieldsProps) {
  const limitError = errors[`prefetch.${row.id}.limit`];
  const weightError = errors[`prefetch.${row.id}.weight`];
  return (
    <Box
      role="group"
      aria-label={`Prefetch ${position + 1}`}
      sx={{
        display: "grid",
        gap: 1.5,
        // On wide screens: what the row searches, by what, how many and its weight on one line, and what it searches by
        // (a text and its model, or a vector) on the whole line below.
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: `minmax(12rem, 3fr) auto minmax(6rem, 1fr) ${isWeighed ? "minmax(6rem, 1fr) " : ""}auto` },
        alignItems: "start",
      }}
    >
      <SearchVectorSelect
        size="small"
        vectors={vectors}
        value={vector === null ? "" : vectorKey(vector)}
        onChange={(key) => onChange({ vector: key })}
        helperText={vector?.sparse === true ? "Sparse" : "Dense"}
        sx={{ minWidth: 0 }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={row.by ?? "vector"}
        onChange={(_event, by: PrefetchInput | null) => {
          if (by !== null) onChange({ by });
        }}
        aria-label={`Prefetch ${position + 1} searches by`}
        sx={{ height: "2.5rem" }}
      >
        <ToggleButton value="text">Text</ToggleButton>
        <ToggleButton value="vector">Vector</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ minWidth: 0, gridRow: { md: 2 }, gridColumn: { md: "1 / -1" } }}>
        {row.by === "text" ? (
          <PrefetchTextFields row={row} vector={vector} models={models} errors={errors} isAutoFocused={isAutoFocused} onChange={onChange} />
        ) : (
          <PrefetchVectorField row={row} vector={vector} error={errors[`prefetch.${row.id}.input`]} isAutoFocused={isAutoFocused} onChange={onChange} />
        )}
      </Box>
      <TextField
        size="small"
        label="Limit"
        value={row.limit}
        onChange={(e) => onChange({ limit: e.target.value }, "limit")}
        error={limitError !== undefined}
        helperText={limitError ?? "Candidates"}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
      />
      {isWeighed ? (
        <TextInput
          size="small"
          label="Weight"
          value={row.weight}
          onChange={(e) => onChange({ weight: e.target.value }, "weight")}
          error={weightError !== undefined}
          helperText={weightError ?? "In RRF; blank for 1"}
          inputProps={{ inputMode: "decimal" }}
        />
      ) : null}
      <IconButton aria-label={`Remove prefetch ${position + 1}`} onClick={onRemove} disabled={!canRemove} sx={{ justifySelf: { xs: "end", md: "auto" } }}>
        <Icon icon="tabler:trash" fontSize="1.125rem" />
      </IconButton>
    </Box>
  );
}

type RowChange = PrefetchFieldsProps["onChange"];

function PrefetchVectorField({ row, vector, error, isAutoFocused, onChange }: { row: PrefetchDraft; vector: SearchVector | null; error: string | undefined; isAutoFocused: boolean; onChange: RowChange }) {
  return vector?.sparse === true ? (
    <SparseVectorInput size="small" value={row.input} onChange={(input) => onChange({ input }, "input")} error={error} vectorName={vector.name} autoFocus={isAutoFocused} />
  ) : (
    <TextField
      size="small"
      label="Vector"
      multiline
      maxRows={6}
      value={row.input}
      onChange={(e) => onChange({ input: e.target.value }, "input")}
      error={error !== undefined}
      helperText={error ?? `A JSON array of ${vector?.size ?? "the vector's"} numbers`}
      autoFocus={isAutoFocused}
      slotProps={{ htmlInput: { spellCheck: false, style: MONOSPACE } }}
    />
  );
}

interface PrefetchTextFieldsProps {
  row: PrefetchDraft;
  vector: SearchVector | null;
  models: readonly FittedModel[] | null;
  errors: QueryDraftErrors;
  isAutoFocused: boolean;
  onChange: RowChange;
}

/** A text and the model that embeds it into the row's vector: the models that do not fit stay listed, disabled, with the reason. */
function PrefetchTextFields({ row, vector, models, errors, isAutoFocused, onChange }: PrefetchTextFieldsProps) {
  const textError = errors[`prefetch.${row.id}.text`];
  const modelError = errors[`prefetch.${row.id}.model`];
  const target = targetOf(vector);
  const fitHint = models === null || target === null || vector === null ? undefined : describeFit(models, target, describeSearchVector(vector));
  const hasNoFit = models !== null && target !== null && modelsFitting(models, target).length === 0;
  return (
    <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "minmax(0, 3fr) minmax(14rem, 2fr)" } }}>
      <TextInput
        size="small"
        label="Text"
        multiline
        maxRows={6}
        value={row.text}
        onChange={(e) => onChange({ text: e.target.value }, "text")}
        error={textError !== undefined}
        helperText={textError ?? "Embedded by the model, as a query"}
        autoFocus={isAutoFocused}
      />
      {models === null ? null : (
        <ModelPicker
          models={models}
          target={target}
          value={row.model}
          onChange={(model) => onChange({ model }, "model")}
          error={modelError !== undefined || hasNoFit}
          helperText={modelError === undefined || hasNoFit ? fitHint : modelError}
          size="small"
          sx={{ minWidth: 0 }}
        />
      )}
    </Box>
  );
}
