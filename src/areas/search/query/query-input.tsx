// What to search by: a pasted vector (dense, or sparse for a sparse vector),
// a point's id, a random sample, and, in the query builders' chunk, a text
// with the model that embeds it, recommend examples (points to look like and
// to look unlike, with a strategy), discovery, a hybrid query, ordering by a
// payload key and the options of the kinds (MMR, point ids of another
// collection). The chunk loads when a tab that needs it opens, or once the
// form has shown for a moment (../use-search-form).
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { lazyPart } from "../../../components/lazy-part";
import { loadQueryBuilders } from "./load-query-builders";
import { QUERY_MODE_LABELS, QUERY_MODES, type QueryMode } from "./query-draft";
import type { QueryKindFieldsProps } from "./query-kind-fields";
import { MONOSPACE, SparseVectorInput } from "./sparse-vector-input";

export interface QueryInputProps extends QueryKindFieldsProps {
  /** Whether the query builders have loaded: the first tab's options wait for them rather than load them. */
  hasBuilders: boolean;
}

/** Stands in for the builders' fields while their chunk loads, about their height: a kind's own fields, or its options alone. */
function KindFieldsPlaceholder({ draft }: QueryKindFieldsProps) {
  if (draft.mode === "vector" || draft.mode === "point" || draft.mode === "sample") return <Box sx={{ minHeight: "3.5rem" }} />;
  return (
    <Box sx={{ minHeight: "7rem" }}>
      <LinearProgress aria-label="Loading the query builder" />
    </Box>
  );
}

const QueryKindFields = lazyPart(() => loadQueryBuilders().then((builders) => builders.QueryKindFields), KindFieldsPlaceholder);

export function QueryInput({ hasBuilders, ...props }: QueryInputProps) {
  const { draft, errors, vector, onChange } = props;
  const named = vector?.name ?? null;
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      <Tabs
        value={draft.mode}
        onChange={(_, mode: QueryMode) => onChange({ mode })}
        aria-label="Search by"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: "divider" }}
      >
        {QUERY_MODES.map((mode) => (
          <Tab key={mode} value={mode} label={QUERY_MODE_LABELS[mode]} />
        ))}
      </Tabs>
      {draft.mode === "vector" && vector?.sparse === true ? (
        <SparseVectorInput value={draft.sparseVector} onChange={(sparseVector) => onChange({ sparseVector })} error={errors.sparseVector} vectorName={vector.name} />
      ) : null}
      {draft.mode === "vector" && vector?.sparse !== true ? (
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
          helperText={errors.point ?? `The points nearest to this point's ${named === null ? "vector" : `vector ${named}`}${draft.lookup.collection === "" ? " (the point itself left out)" : ""}`}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
      ) : null}
      {hasBuilders || draft.mode !== "vector" ? <QueryKindFields {...props} /> : <KindFieldsPlaceholder {...props} />}
    </Box>
  );
}
