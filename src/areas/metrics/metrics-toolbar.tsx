// Above the panels: the range, the resolution and the CSV export on one row,
// the filters on the next.
import Box from "@mui/material/Box";
import { CsvExportButton } from "./csv-export-button";
import { shownPanels, type MetricsView } from "./metric-panels";
import { MetricsFilters } from "./metrics-filters";
import { RangePicker } from "./range-picker";
import { ResolutionSelect } from "./resolution-select";
import type { MetricsContract } from "./metrics-contract";
import type { MetricsSelection } from "./use-metrics-selection";

export interface MetricsToolbarProps {
  projectId: string;
  selection: MetricsSelection;
  contract: MetricsContract | null;
  view: MetricsView | null;
}

export function MetricsToolbar({ projectId, selection, contract, view }: MetricsToolbarProps) {
  return (
    <Box sx={{ display: "grid", gap: 2.5 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}>
        <Box sx={{ flex: "1 1 28rem" }}>
          <RangePicker range={selection.range} onChange={selection.setRange} rules={contract?.rangeRules ?? null} />
        </Box>
        <ResolutionSelect value={selection.resolution} resolutions={selection.resolutions} autoResolution={selection.autoResolution} onChange={selection.setResolution} />
        <CsvExportButton view={view} panels={view === null ? [] : shownPanels(view)} />
      </Box>
      <MetricsFilters projectId={projectId} filters={selection.filters} operations={contract?.operations ?? []} onChange={selection.setFilter} />
    </Box>
  );
}
