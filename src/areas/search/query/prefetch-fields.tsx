// One prefetch of a hybrid query: the vector it searches (by name), its query
// vector (dense as a JSON array, sparse as index:value pairs), how many
// candidates it hands to the fusion and, fused by RRF, its weight.
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import { TextInput } from "../../../components/text-input";
import { Icon } from "../../../icons/icon";
import type { QueryDraftErrors } from "./query-draft";
import type { PrefetchDraft } from "./query-kind-drafts";
import { SearchVectorSelect } from "./search-vector-select";
import { vectorKey, type SearchVector } from "./search-vector";
import { MONOSPACE, SparseVectorInput } from "./sparse-vector-input";

export interface PrefetchFieldsProps {
  row: PrefetchDraft;
  position: number;
  /** The vector this row searches: chosen, or the row's default. */
  vector: SearchVector | null;
  vectors: readonly SearchVector[];
  errors: QueryDraftErrors;
  isAutoFocused: boolean;
  canRemove: boolean;
  /** Whether the fusion is RRF, which weighs each prefetch. */
  isWeighed: boolean;
  onChange: (change: Partial<PrefetchDraft>, touched?: "input" | "limit" | "weight") => void;
  onRemove: () => void;
}

export function PrefetchFields({ row, position, vector, vectors, errors, isAutoFocused, canRemove, isWeighed, onChange, onRemove }: PrefetchFieldsProps) {
  const inputError = errors[`prefetch.${row.id}.input`];
  const limitError = errors[`prefetch.${row.id}.limit`];
  const weightError = errors[`prefetch.${row.id}.weight`];
  return (
    <Box
      role="group"
      aria-label={`Prefetch ${position + 1}`}
      sx={{
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: `minmax(10rem, 1fr) minmax(0, 3fr) 7rem ${isWeighed ? "7rem " : ""}auto` },
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
      {vector?.sparse === true ? (
        <SparseVectorInput
          size="small"
          value={row.input}
          onChange={(input) => onChange({ input }, "input")}
          error={inputError}
          vectorName={vector.name}
          autoFocus={isAutoFocused}
        />
      ) : (
        <TextField
          size="small"
          label="Vector"
          multiline
          maxRows={6}
          value={row.input}
          onChange={(e) => onChange({ input: e.target.value }, "input")}
          error={inputError !== undefined}
          helperText={inputError ?? `A JSON array of ${vector?.size ?? "the vector's"} numbers`}
          autoFocus={isAutoFocused}
          slotProps={{ htmlInput: { spellCheck: false, style: MONOSPACE } }}
        />
      )}
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
