// What a manager may do with an external model, from its row: test it, edit
// it, delete it (after asking). Built-in models have none.
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { ModelSummary } from "../../../contract/models";
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
      <Tooltip title="Edit model">
        <IconButton size="small" aria-label={`Edit model ${model.name}`} onClick={() => onEdit(model)}>
          <Icon icon="tabler:pencil" fontSize="1.125rem" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete model">
        <IconButton size="small" aria-label={`Delete model ${model.name}`} onClick={() => onDelete(model)}>
          <Icon icon="tabler:trash" fontSize="1.125rem" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
