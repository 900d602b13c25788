// What a manager may do with an external model, from its row: test it, edit
// it, delete it (after asking). Built-in models have none.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import type { ModelSummary } from "../../../contract/models";
import { RowAction } from "../../components/row-action";
import { Icon } from "../../icons/icon";

export interface ModelActionHandlers {
  onTest: (model: ModelSummary) => void;
  onEdit: (model: ModelSummary) => void;
  onDelete: (model: ModelSummary) => void;
}

export function ModelActions({ model, isTesting, onTest, onEdit, onDelete }: ModelActionHandlers & { model: ModelSummary; isTesting: boolean }) {
  if (model.external === null) return null;
  return (
    <Box sx={{ display: "flex", justifyContent: "flex-end", alignItems: "center", gap: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Test model ${model.name}`}
        disabled={isTesting}
        startIcon={isTesting ? <CircularProgress size={14} aria-hidden /> : <Icon icon="tabler:player-play" fontSize="1rem" />}
        onClick={() => onTest(model)}
      >
        {isTesting ? "Testing…" : "Test"}
      </Button>
      <RowAction title="Edit model" label={`Edit model ${model.name}`} icon="tabler:pencil" onClick={() => onEdit(model)} />
      <RowAction title="Delete model" label={`Delete model ${model.name}`} icon="tabler:trash" onClick={() => onDelete(model)} />
    </Box>
  );
}
