// What to search by: a pasted vector (dense, or sparse for a sparse vector),
// a point's id, recommend examples (points to look like, and points to look
// unlike), and, each in its own chunk loaded once the page works, discovery,
// a hybrid query and ordering by a payload key.
import { useEffect } from "react";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import { lazyPart } from "../../../components/lazy-part";
import type { QueryDraftChange } from "./query-draft";
import { BUILDERS_PRELOAD_DELAY_MS, loadQueryBuilders } from "./load-query-builders";
import { QUERY_MODE_LABELS, QUERY_MODES, type QueryDraft, type QueryDraftErrors, type QueryMode } from "./query-draft";
import type { SearchVector } from "./search-vector";
import { MONOSPACE, SparseVectorInput } from "./sparse-vector-input";

export interface QueryInputProps {
  draft: QueryDraft;
  errors: QueryDraftErrors;
  /** The vector searched, null until the collection is known. */
  vector: SearchVector | null;
  /** The collection's vectors, for the hybrid query's prefetches. */
  vectors: readonly SearchVector[];
  onChange: QueryDraftChange;
}

/** Stands in for a query builder while its chunk loads, about its height. */
function BuilderPlaceholder() {
  return (
    <Box sx={{ minHeight: "7rem" }}>
      <LinearProgress aria-label="Loading the query builder" />
    </Box>
  );
}

const DiscoverQueryFields = lazyPart(() => loadQueryBuilders().then((builders) => builders.DiscoverQueryFields), BuilderPlaceholder);
const HybridQueryBuilder = lazyPart(() => loadQueryBuilders().then((builders) => builders.HybridQueryBuilder), BuilderPlaceholder);
const OrderByFields = lazyPart(() => loadQueryBuilders().then((builders) => builders.OrderByFields), BuilderPlaceholder);


export function QueryInput({ draft, errors, vector, vectors, onChange }: QueryInputProps) {
  const named = vector?.name ?? null;
  // The other tabs' builders load once the page works, so that opening a tab shows it at once.
  useEffect(() => {
    const preload = () => void Promise.all([DiscoverQueryFields.preload(), HybridQueryBuilder.preload(), OrderByFields.preload()]).catch(() => undefined);
    const timer = window.setTimeout(preload, BUILDERS_PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
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
      {draft.mode === "discover" ? <DiscoverQueryFields draft={draft.discover} errors={errors} vector={vector} onChange={onChange} /> : null}
      {draft.mode === "hybrid" ? <HybridQueryBuilder draft={draft.hybrid} errors={errors} vectors={vectors} onChange={onChange} /> : null}
      {draft.mode === "orderBy" ? (
        <OrderByFields orderKey={draft.orderKey} direction={draft.orderDirection} error={errors.orderKey} onChange={onChange} />
      ) : null}
    </Box>
  );
}
