// The create-collection dialog's sparse vectors: a name and a modifier per
// row. A row added takes the focus; a row removed hands it to "Add sparse
// vector". In a collection of sparse vectors only, the last row stays.
import { useId, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Icon } from "../../../icons/icon";
import { EMPTY_SPARSE_VECTOR, SPARSE_MODIFIER_LABELS, SPARSE_MODIFIERS, type SparseModifier, type SparseVectorDraft } from "./sparse-vector-draft";

export interface SparseVectorFieldsProps {
  vectors: readonly SparseVectorDraft[];
  errors: Readonly<Record<number, string>>;
  /** The collection's vectors problem, e.g. none at all. */
  problem: string | undefined;
  /** Whether the last row must stay (a collection of sparse vectors only). */
  isRequired: boolean;
  onChange: (vectors: SparseVectorDraft[]) => void;
}

export function SparseVectorFields({ vectors, errors, problem, isRequired, onChange }: SparseVectorFieldsProps) {
  const titleId = useId();
  const hintId = useId();
  const [addedId, setAddedId] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const update = (id: number, change: Partial<SparseVectorDraft>) => onChange(vectors.map((vector) => (vector.id === id ? { ...vector, ...change } : vector)));
  const add = () => {
    const id = Math.max(0, ...vectors.map((vector) => vector.id)) + 1;
    setAddedId(id);
    onChange([...vectors, { id, ...EMPTY_SPARSE_VECTOR }]);
  };
  const remove = (id: number) => {
    onChange(vectors.filter((vector) => vector.id !== id));
    addButton.current?.focus();
  };
  return (
    <Box component="section" aria-labelledby={titleId} aria-describedby={hintId} sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1.5 }}>
      <div>
        <Typography id={titleId} variant="subtitle2" component="h3">
          Sparse vectors
        </Typography>
        <Typography id={hintId} variant="body2" sx={{ color: "text.secondary" }}>
          Weights at a few of many dimensions, such as BM25 or SPLADE term weights, searched by name. IDF weighs each dimension by how rare it is in the collection.
        </Typography>
      </div>
      {vectors.map((vector, position) => (
        <Box key={vector.id} role="group" aria-label={`Sparse vector ${position + 1}`} sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
          <TextField
            size="small"
            label="Sparse vector name"
            value={vector.name}
            onChange={(e) => update(vector.id, { name: e.target.value })}
            error={errors[vector.id] !== undefined}
            helperText={errors[vector.id]}
            required
            autoFocus={vector.id === addedId}
            slotProps={{ htmlInput: { spellCheck: false } }}
            sx={{ flex: "2 1 10rem" }}
          />
          <TextField
            select
            size="small"
            label="Modifier"
            value={vector.modifier}
            onChange={(e) => update(vector.id, { modifier: e.target.value as SparseModifier })}
            sx={{ flex: "1 1 8rem" }}
          >
            {SPARSE_MODIFIERS.map((modifier) => (
              <MenuItem key={modifier} value={modifier}>
                {SPARSE_MODIFIER_LABELS[modifier]}
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={`Remove sparse vector ${position + 1}`} onClick={() => remove(vector.id)} disabled={isRequired && vectors.length === 1}>
            <Icon icon="tabler:trash" fontSize="1.125rem" />
          </IconButton>
        </Box>
      ))}
      {problem !== undefined ? (
        <Typography variant="body2" role="alert" sx={{ color: "error.main" }}>
          {problem}
        </Typography>
      ) : null}
      <Box>
        <Button ref={addButton} size="small" startIcon={<Icon icon="tabler:plus" fontSize="1rem" />} onClick={add}>
          Add sparse vector
        </Button>
      </Box>
    </Box>
  );
}
