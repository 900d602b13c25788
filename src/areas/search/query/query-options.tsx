// How many results, the lowest score to keep, and grouping the results by a
// payload key (how many points per group), which sends the query to
// /points/query/groups.
import type { InputHTMLAttributes } from "react";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { MAX_LIMIT, type QueryDraft, type QueryDraftErrors } from "./query-draft";

interface QueryOption {
  name: "limit" | "scoreThreshold" | "groupBy" | "groupSize";
  label: string;
  /** Under the box while it has no problem. */
  hint: (isGrouped: boolean) => string;
  htmlInput: InputHTMLAttributes<HTMLInputElement>;
  width: string;
  /** Means something only when the results are grouped. */
  isForGroups?: boolean;
}

const QUERY_OPTIONS: readonly QueryOption[] = [
  {
    name: "limit",
    label: "Limit",
    hint: (isGrouped) => (isGrouped ? `Groups, 1 to ${MAX_LIMIT}` : `Results, 1 to ${MAX_LIMIT}`),
    htmlInput: { inputMode: "numeric" },
    width: "10rem",
  },
  { name: "scoreThreshold", label: "Score threshold", hint: () => "Optional", htmlInput: { inputMode: "decimal" }, width: "10rem" },
  { name: "groupBy", label: "Group by", hint: () => "Optional payload key", htmlInput: { spellCheck: false }, width: "12rem" },
  { name: "groupSize", label: "Group size", hint: () => "Points per group", htmlInput: { inputMode: "numeric" }, width: "10rem", isForGroups: true },
];

export function QueryOptions({ draft, errors, onChange }: { draft: QueryDraft; errors: QueryDraftErrors; onChange: (change: Partial<QueryDraft>) => void }) {
  const isGrouped = draft.groupBy.trim() !== "";
  return (
    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
      {QUERY_OPTIONS.map(({ name, label, hint, htmlInput, width, isForGroups }) => (
        <TextField
          key={name}
          size="small"
          label={label}
          value={draft[name]}
          onChange={(e) => onChange({ [name]: e.target.value })}
          disabled={isForGroups === true && !isGrouped}
          error={errors[name] !== undefined}
          helperText={errors[name] ?? hint(isGrouped)}
          slotProps={{ htmlInput }}
          sx={{ width }}
        />
      ))}
    </Box>
  );
}
