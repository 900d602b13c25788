// A hybrid query: prefetches, usually a dense and a sparse one, each finding
// its candidates by its own vector (searched by a text that a model of the
// project embeds, or by a vector as typed), fused by RRF (with its k, and a weight
// per prefetch) or DBSF into the final results (as many as the limit below
// the form).
import { useEffect, useId, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useModelsQuery } from "../../../api-client/models-queries";
import { queryView } from "../../../api-client/query-view";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { Icon } from "../../../icons/icon";
import type { QueryDraftChange } from "./query-draft";
import { FUSION_LABELS, prefetchVectorOf, withModelDefaults } from "./hybrid-draft";
import { PrefetchFields } from "./prefetch-fields";
import type { QueryDraftErrors } from "./query-draft";
import { EMPTY_PREFETCH, FUSIONS, type Fusion, type HybridDraft, type HybridFieldKey, type PrefetchDraft } from "./query-kind-drafts";
import type { SearchVector } from "./search-vector";

export interface HybridQueryBuilderProps {
  /** The project searched: a prefetch by text chooses among its models. */
  projectId: string;
  draft: HybridDraft;
  errors: QueryDraftErrors;
  vectors: readonly SearchVector[];
  onChange: QueryDraftChange;
}

export function HybridQueryBuilder({ projectId, draft, errors, vectors, onChange }: HybridQueryBuilderProps) {
  const modelsQuery = useModelsQuery(projectId);
  const modelsView = queryView(modelsQuery);
  const models = modelsView.status === "ready" ? modelsView.data.models : null;
  const titleId = useId();
  const hintId = useId();
  const [addedId, setAddedId] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const change = (next: Partial<HybridDraft>, touched: readonly HybridFieldKey[] = []) =>
    onChange({ hybrid: { ...draft, ...next } }, touched);
  const updateRow = (id: number, next: Partial<PrefetchDraft>, touched?: "input" | "text" | "model" | "limit" | "weight") =>
    change({ prefetches: draft.prefetches.map((row) => (row.id === id ? { ...row, ...next } : row)) }, touched === undefined ? [] : [`prefetch.${id}.${touched}`]);
  const add = () => {
    const id = Math.max(0, ...draft.prefetches.map((row) => row.id)) + 1;
    setAddedId(id);
    change({ prefetches: [...draft.prefetches, { id, ...EMPTY_PREFETCH }] });
  };
  const remove = (id: number) => {
    // The rows after it keep the vectors they show.
    const kept = draft.prefetches.flatMap((row, position) => {
      if (row.id === id) return [];
      const shown = prefetchVectorOf(row, position, vectors);
      return [{ ...row, vector: shown === null ? row.vector : (shown.name ?? "") }];
    });
    change({ prefetches: kept });
    addButton.current?.focus();
  };
  const filled = models === null ? draft.prefetches : withModelDefaults(draft.prefetches, vectors, models);
  useEffect(() => {
    if (filled !== draft.prefetches) onChange({ hybrid: { ...draft, prefetches: filled } });
  }, [filled, draft, onChange]);
  const hasSparse = vectors.some((vector) => vector.sparse === true);
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 2 }}>
      <Box component="section" aria-labelledby={titleId} aria-describedby={hintId} sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1.5 }}>
        <div>
          <Typography id={titleId} variant="subtitle2" component="h3">
            Prefetches
          </Typography>
          <Typography id={hintId} variant="body2" sx={{ color: "text.secondary" }}>
            {hasSparse
              ? "Each prefetch finds candidates by its own vector, typically one dense and one sparse; the fusion below merges their rankings."
              : "This collection has no sparse vector: each prefetch searches one of its dense vectors, and the fusion below merges their rankings."}
          </Typography>
        </div>
        {modelsView.status === "loading" ? <LinearProgress aria-label="Loading the models" /> : null}
        {modelsView.status === "failed" ? (
          <ServiceErrorAlert title="The models could not be loaded: search by vector, or retry" message={modelsView.error.message} onRetry={() => void modelsQuery.refetch()} />
        ) : null}
        {draft.prefetches.map((row, position) => (
          <PrefetchFields
            key={row.id}
            row={row}
            position={position}
            vector={prefetchVectorOf(row, position, vectors)}
            vectors={vectors}
            models={models}
            errors={errors}
            isAutoFocused={row.id === addedId}
            canRemove={draft.prefetches.length > 1}
            isWeighed={draft.fusion === "rrf"}
            onChange={(next, touched) => updateRow(row.id, next, touched)}
            onRemove={() => remove(row.id)}
          />
        ))}
        <Box>
          <Button ref={addButton} size="small" startIcon={<Icon icon="tabler:plus" fontSize="1rem" />} onClick={add}>
            Add prefetch
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
        <TextField
          select
          label="Fusion"
          value={draft.fusion}
          onChange={(e) => change({ fusion: e.target.value as Fusion })}
          helperText={draft.fusion === "rrf" ? "Ranks count, scores do not" : "Scores normalised per prefetch, then added"}
          sx={{ flex: "2 1 18rem" }}
        >
          {FUSIONS.map((fusion) => (
            <MenuItem key={fusion} value={fusion}>
              {FUSION_LABELS[fusion]}
            </MenuItem>
          ))}
        </TextField>
        {draft.fusion === "rrf" ? (
          <TextField
            label="RRF k"
            value={draft.rrfK}
            onChange={(e) => change({ rrfK: e.target.value }, ["rrfK"])}
            error={errors.rrfK !== undefined}
            helperText={errors.rrfK ?? "Optional; 2 when blank, as in Qdrant"}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
            sx={{ flex: "1 1 8rem" }}
          />
        ) : null}
      </Box>
    </Box>
  );
}
