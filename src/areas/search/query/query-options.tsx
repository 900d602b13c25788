// How many results, the lowest score to keep, and grouping the results by a
// payload key (how many points per group), which sends the query to
// /points/query/groups.
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { MAX_LIMIT, type QueryDraft, type QueryDraftErrors } from "./query-draft";

export function QueryOptions({ draft, errors, onChange }: { draft: QueryDraft; errors: QueryDraftErrors; onChange: (change: Partial<QueryDraft>) => void }) {
  const isGrouped = draft.groupBy.trim() !== "";
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
      <TextField
        size="small"
        label="Limit"
        value={draft.limit}
        onChange={(e) => onChange({ limit: e.target.value })}
        error={errors.limit !== undefined}
        helperText={errors.limit ?? (isGrouped ? `Groups, 1 to ${MAX_LIMIT}` : `Results, 1 to ${MAX_LIMIT}`)}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
        sx={{ width: "10rem" }}
      />
      <TextField
        size="small"
        label="Score threshold"
        value={draft.scoreThreshold}
        onChange={(e) => onChange({ scoreThreshold: e.target.value })}
        error={errors.scoreThreshold !== undefined}
        helperText={errors.scoreThreshold ?? "Optional"}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
        sx={{ width: "10rem" }}
      />
      <TextField
        size="small"
        label="Group by"
        value={draft.groupBy}
        onChange={(e) => onChange({ groupBy: e.target.value })}
        error={errors.groupBy !== undefined}
        helperText={errors.groupBy ?? "Optional payload key"}
        slotProps={{ htmlInput: { spellCheck: false } }}
        sx={{ width: "12rem" }}
      />
      <TextField
        size="small"
        label="Group size"
        value={draft.groupSize}
        onChange={(e) => onChange({ groupSize: e.target.value })}
        disabled={!isGrouped}
        error={errors.groupSize !== undefined}
        helperText={errors.groupSize ?? "Points per group"}
        slotProps={{ htmlInput: { inputMode: "numeric" } }}
        sx={{ width: "10rem" }}
      />
    </Box>
  );
}
