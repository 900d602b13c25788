// One project's metrics: the range and filters picked (kept in the page's
// address), the series asked for them, and the panels drawn from the answer.
// The contract's rules and operations arrive in their own chunk meanwhile
// (use-metrics-contract.ts).
import { useMemo } from "react";
import Box from "@mui/material/Box";
import { useMetricsRangeQuery } from "../../api-client/metrics-queries";
import { queryView, type QueryView } from "../../api-client/query-view";
import { buildMetricsView, type MetricsView } from "./metric-panels";
import { MetricsContent } from "./metrics-content";
import { MetricsToolbar } from "./metrics-toolbar";
import { useMetricsContract } from "./use-metrics-contract";
import { useMetricsSelection } from "./use-metrics-selection";

export function ProjectMetrics({ projectId, search }: { projectId: string; search: string }) {
  const contract = useMetricsContract();
  const selection = useMetricsSelection(contract?.rangeRules ?? null, search);
  const query = useMetricsRangeQuery(projectId, selection.metricsRange, selection.query);
  const answer = queryView(query);
  const data = answer.status === "ready" ? answer.data : null;
  const view = useMemo(() => (data === null ? null : buildMetricsView(data)), [data]);
  const state: QueryView<MetricsView> = view !== null ? { status: "ready", data: view } : answer.status === "failed" ? answer : { status: "loading" };

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <MetricsToolbar projectId={projectId} selection={selection} contract={contract} view={view} />
      <MetricsContent
        state={state}
        isUpdating={query.isFetching && query.isPlaceholderData}
        onRetry={() => void query.refetch()}
        hasFilters={selection.hasFilters}
        onClearFilters={selection.clearFilters}
      />
    </Box>
  );
}
