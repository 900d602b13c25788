// The points browser's filter: the filter builder with Apply and Clear.
import type { Schemas } from "@qdrant/js-client-rest";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { FilterBuilder } from "../../../payload-filter/filter-builder";
import { useFilterDraft } from "../../../payload-filter/use-filter-draft";

export function PointsFilter({ onApply }: { onApply: (filter: Schemas["Filter"] | undefined) => void }) {
  const draft = useFilterDraft();
  return (
    <Box
      component="form"
      aria-label="Filter points"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const taken = draft.takeFilter();
        if (taken !== null) onApply(taken.filter);
      }}
      sx={{ display: "grid", gap: 1.5, p: 2, border: 1, borderColor: "divider", borderRadius: 1 }}
    >
      <FilterBuilder draft={draft} />
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button type="submit" variant="outlined" size="small">
          Apply filter
        </Button>
        <Button
          size="small"
          onClick={() => {
            draft.reset();
            onApply(undefined);
          }}
        >
          Clear
        </Button>
      </Box>
    </Box>
  );
}
