// The embedding model to use, from the project's models (name, kind and
// dimension). Given the vector the embeddings go into, the models that cannot
// fill it stay in the list, disabled, each with the reason.
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { SxProps, Theme } from "@mui/material/styles";
import { describeModel, modelMismatch, type FittedModel, type ModelTarget } from "./model-fit";

export interface ModelPickerProps {
  models: readonly FittedModel[];
  /** The vector to fill; null offers every model. */
  target: ModelTarget | null;
  value: string;
  onChange: (name: string) => void;
  helperText?: ReactNode;
  error?: boolean;
  label?: string;
  size?: "small" | "medium";
  sx?: SxProps<Theme>;
}

export function ModelPicker({ models, target, value, onChange, helperText, error, label = "Model", size, sx = { minWidth: "16rem" } }: ModelPickerProps) {
  const isListed = models.some((model) => model.name === value);
  return (
    <TextField
      select
      label={label}
      size={size}
      value={isListed ? value : ""}
      onChange={(e) => onChange(e.target.value)}
      helperText={helperText}
      error={error}
      sx={sx}
      slotProps={{ select: { renderValue: (name) => String(name) } }}
    >
      {models.map((model) => {
        const mismatch = target === null ? null : modelMismatch(model, target);
        return (
          <MenuItem key={model.name} value={model.name} disabled={mismatch !== null} sx={{ display: "block", whiteSpace: "normal" }}>
            <Box>{model.name}</Box>
            <Box sx={{ typography: "body2", color: "text.secondary" }}>{mismatch === null ? describeModel(model) : `${describeModel(model)}: ${mismatch}`}</Box>
          </MenuItem>
        );
      })}
    </TextField>
  );
}
