// What to search by: a pasted vector, a point's id, or recommend examples
// (points to look like, and points to look unlike).
import Box from "@mui/material/Box";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { QUERY_MODE_LABELS, QUERY_MODES, type QueryDraft, type QueryDraftErrors, type QueryMode } from "./query-draft";
import type { QueryVector } from "./search-vector";

export interface QueryInputProps {
  draft: QueryDraft;
  errors: QueryDraftErrors;
  /** The vector searched, null until the collection is known. */
  vector: QueryVector | null;
  onChange: (change: Partial<QueryDraft>) => void;
}

const MONOSPACE = { fontFamily: "ui-monospace, Menlo, Consolas, monospace", fontSize: "0.8125rem" };

export function QueryInput({ draft, errors, vector, onChange }: QueryInputProps) {
  const named = vector?.name ?? null;
  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Tabs value={draft.mode} onChange={(_, mode: QueryMode) => onChange({ mode })} aria-label="Search by" sx={{ borderBottom: 1, borderColor: "divider" }}>
        {QUERY_MODES.map((mode) => (
          <Tab key={mode} value={mode} label={QUERY_MODE_LABELS[mode]} />
        ))}
      </Tabs>
      {draft.mode === "vector" ? (
        <TextField
          label="Vector"
          multiline
          minRows={3}
          maxRows={10}
          value={draft.vector}
          onChange={(e) => onChange({ vector: e.target.value })}
          error={errors.vector !== undefined}
          helperText={errors.vector ?? `A JSON array of ${vector?.size ?? "the collection's"} numbers${named === null ? "" : ` for the vector ${named}`}: [0.1, 0.2, …]`}
          slotProps={{ htmlInput: { spellCheck: false, style: MONOSPACE } }}
        />
      ) : null}
      {draft.mode === "point" ? (
        <TextField
          label="Point id"
          value={draft.point}
          onChange={(e) => onChange({ point: e.target.value })}
          error={errors.point !== undefined}
          helperText={errors.point ?? `The points nearest to this point's ${named === null ? "vector" : `vector ${named}`} (the point itself left out)`}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      ) : null}
      {draft.mode === "recommend" ? (
        <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap" }}>
          <TextField
            label="Positive examples"
            value={draft.positive}
            onChange={(e) => onChange({ positive: e.target.value })}
            error={errors.positive !== undefined}
            helperText={errors.positive ?? "Point ids to look like, separated by commas"}
            sx={{ flex: "1 1 14rem" }}
          />
          <TextField
            label="Negative examples"
            value={draft.negative}
            onChange={(e) => onChange({ negative: e.target.value })}
            error={errors.negative !== undefined}
            helperText={errors.negative ?? "Point ids to look unlike (optional)"}
            sx={{ flex: "1 1 14rem" }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
