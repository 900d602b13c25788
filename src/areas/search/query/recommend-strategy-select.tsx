// How recommend scores points from its examples (Qdrant's strategy): by the
// average of the examples, by each point's best example, or by the sum of
// its similarities to them.
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import type { QueryDraftChange } from "./query-draft";
import type { RecommendStrategy } from "./query-kind-drafts";

const STRATEGY_LABELS: Readonly<Record<RecommendStrategy, string>> = {
  average_vector: "Average vector",
  best_score: "Best score",
  sum_scores: "Sum of scores",
};

const STRATEGIES = ["average_vector", "best_score", "sum_scores"] as const satisfies readonly RecommendStrategy[];

const STRATEGY_HINTS: Readonly<Record<RecommendStrategy, string>> = {
  average_vector: "Nearest to the average of the examples; needs a point to look like",
  best_score: "Each point scored by its closest example, liked or not; works from points to look unlike alone",
  sum_scores: "Similarities to the points to look like, less those to the points to look unlike",
};

export function RecommendStrategySelect({ strategy, onChange }: { strategy: RecommendStrategy; onChange: QueryDraftChange }) {
  return (
    <TextField
      select
      label="Strategy"
      value={strategy}
      onChange={(e) => onChange({ strategy: e.target.value as RecommendStrategy })}
      helperText={STRATEGY_HINTS[strategy]}
      sx={{ flex: "1 1 16rem" }}
    >
      {STRATEGIES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {STRATEGY_LABELS[choice]}
        </MenuItem>
      ))}
    </TextField>
  );
}
