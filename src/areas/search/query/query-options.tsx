// How many results, and the lowest score to keep.
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { MAX_LIMIT, type QueryDraft, type QueryDraftErrors } from "./query-draft";

export function QueryOptions({ draft, errors, onChange }: { draft: QueryDraft; errors: QueryDraftErrors; onChange: (change: Partial<QueryDraft>) => void }) {
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
      <TextField
        size="small"
        label="Limit"
        value={draft.limit}
        onChange={(e) => onChange({ limit: e.target.value })}
        error={errors.limit !== undefined}
        helperText={errors.limit ?? `Results, 1 to ${MAX_LIMIT}`}
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
    </Box>
  );
}
