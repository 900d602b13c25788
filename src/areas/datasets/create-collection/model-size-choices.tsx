// Beside a dense vector's dimension: the sizes the project's models make, each
// a choice that fills the dimension in ("512: universal-sentence-encoder-lite"),
// the sparse models (a choice that adds a BM25-style sparse vector), and a
// warning, naming the way out, when the size typed is one no model makes.
import { Link } from "gatsby";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import MuiLink from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { areaRoute } from "../../../links/area-route";
import { isSizeWithoutModel, type ModelSizes } from "./use-model-sizes";

export interface ModelSizeChoicesProps {
  sizes: ModelSizes;
  dimension: string;
  onChooseSize: (dimension: string) => void;
  /** Adds a sparse vector for the sparse model; absent where a sparse vector does not apply. */
  onChooseSparse?: (model: string) => void;
  /** The chips' group, named after the vector they size when there are several. */
  groupLabel?: string;
}

export function ModelSizeChoices({ sizes, dimension, onChooseSize, onChooseSparse, groupLabel = "Sizes the project's models make" }: ModelSizeChoicesProps) {
  if (sizes.status === "loading") return <Typography variant="body2" sx={{ color: "text.secondary" }}>Loading the sizes the project's models make…</Typography>;
  if (sizes.status === "failed") {
    return <Typography variant="body2" sx={{ color: "text.secondary" }}>The project's models could not be loaded, so their sizes are not offered here.</Typography>;
  }
  const typed = dimension.trim();
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      <Box role="group" aria-label={groupLabel} sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Sizes the project's models make:
        </Typography>
        {sizes.dense.map(({ size, models }) => {
          const isChosen = typed === String(size);
          return (
            <Chip
              key={size}
              size="small"
              label={`${size}: ${models.join(", ")}`}
              color={isChosen ? "primary" : "default"}
              variant={isChosen ? "filled" : "outlined"}
              aria-pressed={isChosen}
              onClick={() => onChooseSize(String(size))}
            />
          );
        })}
        {onChooseSparse !== undefined
          ? sizes.sparse.map((model) => <Chip key={model} size="small" variant="outlined" label={`sparse: ${model}`} onClick={() => onChooseSparse(model)} />)
          : null}
      </Box>
      {isSizeWithoutModel(sizes, dimension) ? <SizeWithoutModelWarning size={Number(typed)} /> : null}
    </Box>
  );
}

export function SizeWithoutModelWarning({ size }: { size: number }) {
  return (
    <Alert severity="warning" role="status">
      No model of this project makes {size}-dimension vectors, so imports and searches by text cannot fill this vector; only vectors you send yourself can. To embed
      text at this size, add an OpenAI-compatible model that makes {size} dimensions under{" "}
      <MuiLink component={Link} to={areaRoute("models")}>
        Models
      </MuiLink>
      .
    </Alert>
  );
}
