// The create-collection dialog's named vectors: a name, a dimension and a
// distance per row. A row added takes the focus; a row removed hands it to
// "Add named vector". The last row stays: a collection needs a vector. Under
// each row, the sizes the project's models make (a choice fills the row's
// dimension in), and a warning when the size typed is one no model makes.
import { useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import { Icon } from "../../../icons/icon";
import { EMPTY_NAMED_VECTOR, type NamedVectorDraft, type NamedVectorErrors } from "./collection-draft";
import { ModelSizeChoices } from "./model-size-choices";
import type { ModelSizes } from "./use-model-sizes";
import { VectorDistanceSelect } from "./vector-distance-select";

export interface NamedVectorFieldsProps {
  vectors: readonly NamedVectorDraft[];
  errors: Readonly<Record<number, NamedVectorErrors>>;
  modelSizes: ModelSizes;
  onChange: (vectors: NamedVectorDraft[]) => void;
  /** Adds a sparse vector for a sparse model (offered once, under the first vector). */
  onChooseSparse: (model: string) => void;
}

export function NamedVectorFields({ vectors, errors, modelSizes, onChange, onChooseSparse }: NamedVectorFieldsProps) {
  const [addedId, setAddedId] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const update = (id: number, change: Partial<NamedVectorDraft>) => onChange(vectors.map((vector) => (vector.id === id ? { ...vector, ...change } : vector)));
  const add = () => {
    const id = Math.max(0, ...vectors.map((vector) => vector.id)) + 1;
    setAddedId(id);
    onChange([...vectors, { id, ...EMPTY_NAMED_VECTOR }]);
  };
  const remove = (id: number) => {
    onChange(vectors.filter((vector) => vector.id !== id));
    addButton.current?.focus();
  };
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {vectors.map((vector, position) => (
        <Box key={vector.id} sx={{ display: "grid", gap: 1 }}>
          <Box role="group" aria-label={`Named vector ${position + 1}`} sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
            <TextField
              size="small"
              label="Vector name"
              value={vector.name}
              onChange={(e) => update(vector.id, { name: e.target.value })}
              error={errors[vector.id]?.name !== undefined}
              helperText={errors[vector.id]?.name}
              required
              autoFocus={vector.id === addedId}
              slotProps={{ htmlInput: { spellCheck: false } }}
              sx={{ flex: "2 1 10rem" }}
            />
            <TextField
              size="small"
              label="Dimension"
              value={vector.dimension}
              onChange={(e) => update(vector.id, { dimension: e.target.value })}
              error={errors[vector.id]?.dimension !== undefined}
              helperText={errors[vector.id]?.dimension}
              required
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
              sx={{ flex: "1 1 7rem" }}
            />
            <VectorDistanceSelect size="small" value={vector.distance} onChange={(distance) => update(vector.id, { distance })} sx={{ flex: "1 1 8rem" }} />
            <IconButton aria-label={`Remove named vector ${position + 1}`} onClick={() => remove(vector.id)} disabled={vectors.length === 1}>
              <Icon icon="tabler:trash" fontSize="1.125rem" />
            </IconButton>
          </Box>
          <ModelSizeChoices
            sizes={modelSizes}
            dimension={vector.dimension}
            onChooseSize={(dimension) => update(vector.id, { dimension })}
            onChooseSparse={position === 0 ? onChooseSparse : undefined}
            groupLabel={`Sizes the project's models make, for named vector ${position + 1}`}
          />
        </Box>
      ))}
      <Box>
        <Button ref={addButton} size="small" startIcon={<Icon icon="tabler:plus" fontSize="1rem" />} onClick={add}>
          Add named vector
        </Button>
      </Box>
    </Box>
  );
}
