// The create-collection dialog's vectors: one unnamed vector (a dimension and
// a distance), named vectors (each point then holding any of them) or none,
// and sparse vectors beside them (at least one when there is no dense vector).
// The sizes the project's models make are offered beside the dimension.
import { useId } from "react";
import Box from "@mui/material/Box";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { MAX_DIMENSION, type CollectionDraft, type CollectionDraftErrors, type VectorsKind } from "./collection-draft";
import { NamedVectorFields } from "./named-vector-fields";
import { ModelSizeChoices } from "./model-size-choices";
import { EMPTY_SPARSE_VECTOR, type SparseVectorDraft } from "./sparse-vector-draft";
import { SparseVectorFields } from "./sparse-vector-fields";
import type { ModelSizes } from "./use-model-sizes";
import { VectorDistanceSelect } from "./vector-distance-select";

export interface CollectionVectorsFieldsProps {
  draft: CollectionDraft;
  errors: CollectionDraftErrors;
  onChange: (change: Partial<CollectionDraft>) => void;
  modelSizes: ModelSizes;
}

const KIND_HINTS: Readonly<Record<VectorsKind, string>> = {
  unnamed: "Every point holds one vector of this dimension.",
  named: `Several vectors per point, each with its own name, dimension (1 to ${MAX_DIMENSION}) and distance; a point may hold any of them, and a search uses one by name.`,
  none: "No dense vector: points hold only the sparse vectors below.",
};

/** The sparse vector a sparse model fills ("qdrant/bm25" → "bm25", weighed by IDF), added unless one of that name is there. */
function withSparseVectorFor(model: string, vectors: readonly SparseVectorDraft[]): readonly SparseVectorDraft[] {
  const name = model.split("/").pop() ?? model;
  if (vectors.some((vector) => vector.name.trim() === name)) return vectors;
  const id = Math.max(0, ...vectors.map((vector) => vector.id)) + 1;
  return [...vectors.filter((vector) => vector.name.trim() !== ""), { id, name, modifier: /bm25/i.test(name) ? "idf" : "none" }];
}

export function CollectionVectorsFields({ draft, errors, onChange, modelSizes }: CollectionVectorsFieldsProps) {
  const labelId = useId();
  const hintId = useId();
  const isNamed = draft.vectorsKind === "named";
  const chooseKind = (kind: VectorsKind) =>
    // A collection of sparse vectors only starts with one to fill in.
    onChange(kind === "none" && draft.sparseVectors.length === 0 ? { vectorsKind: kind, sparseVectors: [{ id: 1, ...EMPTY_SPARSE_VECTOR }] } : { vectorsKind: kind });
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1.5 }}>
      <FormControl>
        <FormLabel id={labelId} sx={{ typography: "subtitle2", color: "text.primary" }}>
          Vectors
        </FormLabel>
        <RadioGroup row aria-labelledby={labelId} aria-describedby={hintId} value={draft.vectorsKind} onChange={(_, kind) => chooseKind(kind as VectorsKind)}>
          <FormControlLabel value="unnamed" control={<Radio />} label="One unnamed vector" />
          <FormControlLabel value="named" control={<Radio />} label="Named vectors" />
          <FormControlLabel value="none" control={<Radio />} label="Sparse vectors only" />
        </RadioGroup>
        <Typography id={hintId} variant="body2" sx={{ color: "text.secondary" }}>
          {KIND_HINTS[draft.vectorsKind]}
        </Typography>
      </FormControl>
      {isNamed ? (
        <NamedVectorFields
          vectors={draft.namedVectors}
          errors={errors.namedVectors}
          modelSizes={modelSizes}
          onChange={(namedVectors) => onChange({ namedVectors })}
          onChooseSparse={(model) => onChange({ sparseVectors: withSparseVectorFor(model, draft.sparseVectors) })}
        />
      ) : null}
      {draft.vectorsKind === "unnamed" ? (
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <TextField
            label="Dimension"
            value={draft.dimension}
            onChange={(e) => onChange({ dimension: e.target.value })}
            error={errors.dimension !== undefined}
            helperText={errors.dimension ?? `The vectors' size, 1 to ${MAX_DIMENSION}`}
            required
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
            sx={{ flex: "1 1 10rem" }}
          />
          <VectorDistanceSelect value={draft.distance} onChange={(distance) => onChange({ distance })} sx={{ flex: "1 1 10rem" }} />
        </Box>
      ) : null}
      {draft.vectorsKind === "unnamed" ? (
        <ModelSizeChoices
          sizes={modelSizes}
          dimension={draft.dimension}
          onChooseSize={(dimension) => onChange({ dimension })}
          onChooseSparse={(model) => onChange({ sparseVectors: withSparseVectorFor(model, draft.sparseVectors) })}
        />
      ) : null}
      <SparseVectorFields
        vectors={draft.sparseVectors}
        errors={errors.sparseVectors}
        problem={errors.vectors}
        isRequired={draft.vectorsKind === "none"}
        onChange={(sparseVectors) => onChange({ sparseVectors })}
      />
    </Box>
  );
}
