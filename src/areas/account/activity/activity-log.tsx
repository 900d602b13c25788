// The audit trail for a member who may read it: the filters, applied with
// Search from the first page; the entries with their loading, empty and error
// states; the pages; and the export of what the filters select.
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Pagination from "@mui/material/Pagination";
import Typography from "@mui/material/Typography";
import { AUDIT_PER_PAGE_DEFAULT } from "../../../../contract/list-sizes";
import { EmptyState } from "../../../components/empty-state";
import { PageSection } from "../../../components/page-section";
import { ServiceErrorAlert } from "../../../components/service-error-alert";
import { filterOf } from "./activity-filter";
import { ActivityEntries } from "./activity-entries";
import { ActivityFilters } from "./activity-filters";
import { ExportActivityButton } from "./export-activity-button";
import { useActivityList } from "./use-activity-list";

export function ActivityLog() {
  const list = useActivityList();
  const { state } = list;
  const filter = filterOf(state.params);
  const isFiltered = Object.keys(filter).length > 0;
  const page = state.params.page ?? 1;
  const pages = Math.max(1, Math.ceil(state.total / AUDIT_PER_PAGE_DEFAULT));
  const isEmpty = state.data.length === 0;

  let content;
  if (list.error !== null && isEmpty) content = <ServiceErrorAlert title="The activity could not be loaded" message={list.error} onRetry={() => void list.refetch()} />;
  else if (list.isLoading && isEmpty) content = <LinearProgress aria-label="Loading the activity" />;
  else if (isEmpty) {
    content = (
      <EmptyState
        icon="tabler:history"
        title="No activity matches"
        description={isFiltered ? "No entry matches these filters: widen the time range or clear a filter." : "Changes in your organisation will show here as they are made."}
      />
    );
  } else content = <ActivityEntries entries={state.data} />;

  return (
    <PageSection title="Activity" description="Who changed what in your organisation, when and from where, refused and failed attempts included. Newest first.">
      <ActivityFilters onSearch={(next) => void list.fetch({ ...next, page: 1 })} />
      {list.isLoading && !isEmpty ? <LinearProgress aria-label="Loading the activity" /> : null}
      {list.error !== null && !isEmpty ? <ServiceErrorAlert title="The activity could not be loaded" message={list.error} onRetry={() => void list.refetch()} /> : null}
      {content}
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {isEmpty ? "" : state.total === 1 ? "1 entry" : `${state.total.toLocaleString("en")} entries`}
        </Typography>
        <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          {pages > 1 ? <Pagination aria-label="Activity pages" count={pages} page={page} onChange={(_event, next) => void list.fetch({ ...state.params, page: next })} /> : null}
          <ExportActivityButton filter={filter} />
        </Box>
      </Box>
    </PageSection>
  );
}
